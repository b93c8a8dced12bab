import { TINY_PNG } from '@griot/fakes/tinyPng';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../lib/pngImage';
import { eventually, PHONE_NUMBER_ID } from '../test/webhookKit';
import { useMultiHostWorld } from './multiHostWorld';
import { callJson } from './serverProcess';
import { setUpWhatsAppBot } from './whatsAppWorld';

/**
 * Several hosts (issue 25): two real Griot processes with data dirs of their own share one
 * PostgreSQL and one S3-compatible store. What one host stores, the other serves and works on; with
 * each process on its own folder instead, each case here fails (the other host answers 404, or its
 * worker finds no file).
 */
const world = useMultiHostWorld();
let chatbotId: string;
let token: string;

beforeAll(async () => {
  ({ chatbotId, token } = await setUpWhatsAppBot(world.a.url, world.database.db));
});

/** A multipart POST of files to a host's API, as the back-office sends it. */
async function upload(
  base: string,
  url: string,
  field: string,
  file: File,
): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.append(field, file);
  const response = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function download(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe('two hosts on one PostgreSQL and one store', () => {
  it('both say they are ready, the store checked', async () => {
    for (const host of [world.a, world.b]) {
      const ready = await fetch(`${host.url}/api/ready`);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', store: 'ok' } });
    }
  });

  it('serve from host B, byte for byte, a profile picture uploaded through host A', async () => {
    // Noise does not compress: a picture of some 120 KB, not a few bytes that could match by chance.
    const picture = encodePng(200, 200, (x, y) => [(x * 7 + y * 13) % 256, (x * y) % 251, (x ^ y) % 256]);
    const uploaded = await upload(
      world.a.url,
      '/account/avatar',
      'avatar',
      new File([new Uint8Array(picture)], 'moi.png', { type: 'image/png' }),
    );
    const address = String(uploaded.profile_picture);
    expect(address).toMatch(/^\/api\/public\/avatars\/.+\.png$/);

    const whole = await download(`${world.b.url}${address}`);
    expect(whole.status).toBe(200);
    expect(whole.body.equals(picture)).toBe(true);
    const part = await download(`${world.b.url}${address}`, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.body.equals(picture.subarray(1000, 2000))).toBe(true);
  });

  it('ingest on host B a knowledge file uploaded through host A, and GRIOT IA answers from it on either host', {
    timeout: 90_000,
  }, async () => {
    const text =
      'Livraisons à Ziguinchor : le mardi et le vendredi, 2 500 FCFA. Le retrait au dépôt de Bignona est gratuit.';
    const uploaded = await upload(
      world.a.url,
      `/upload/knowledge/jarvis/${chatbotId}`,
      'files',
      new File([text], 'livraisons.txt', { type: 'text/plain' }),
    );
    const [file] = uploaded.files as Array<{ id: string; status: string }>;
    expect(file?.status).toBe('pending');

    const indexed = await eventually(async () => {
      const listed = await callJson(
        world.a.url,
        'GET',
        `/knowledge/jarvis/${chatbotId}/files`,
        undefined,
        token,
      );
      const found = (listed.files as Array<{ id: string; status: string; error: string | null }>).find(
        (row) => row.id === file?.id,
      );
      if (found?.status === 'failed') throw new Error(`ingestion failed: ${found.error}`);
      return found?.status === 'indexed' ? found : undefined;
    }, 60_000);
    expect(indexed.status).toBe('indexed');
    // A runs no worker: B claimed the job, once, and read the file A stored.
    const jobs = await world.database.db.execute<{ status: string; attempts: number }>(
      sql`SELECT status, attempts FROM knowledge_jobs WHERE file_id = ${file?.id}`,
    );
    expect(jobs.rows).toEqual([{ status: 'done', attempts: 1 }]);

    for (const host of [world.a, world.b]) {
      const answer = await callJson(
        host.url,
        'POST',
        '/test/systemprompt',
        { userMessage: 'Quels jours livrez-vous à Ziguinchor ?', idbot: chatbotId },
        token,
      );
      const passages = answer.passages as Array<{ fileName: string; excerpt: string }>;
      expect(passages[0]?.fileName, host.url).toBe('livraisons.txt');
      expect(passages[0]?.excerpt).toContain('mardi et le vendredi');
      expect((answer.response as { message?: string }).message).toContain('Ziguinchor');
    }
  });

  it('show on host B the photo of a WhatsApp message that host A received and fetched from Graph', {
    timeout: 60_000,
  }, async () => {
    const from = '221770005501';
    world.fake.webhookUrl = `${world.a.url}/api/pipeline/whatsapp/${chatbotId}`;
    const pushed = await world.fake.pushImage({
      phoneNumberId: PHONE_NUMBER_ID,
      from,
      name: 'Awa Diop',
      mediaId: 'media-2hosts-1',
      caption: 'Mon pagne',
    });
    expect(pushed.status).toBe(200);

    // The message row is written by B's worker; A, which received the webhook, stores the photo.
    // Until B's worker has stored the customer, the transcript answers 404: wait, as a person would.
    const photo = await eventually(async () => {
      const transcript = await callJson(
        world.b.url,
        'GET',
        `/strong/chat/${chatbotId}/conversations/${from}`,
        undefined,
        token,
      ).catch((error: Error) => {
        if (error.message.includes(': 404 ')) return undefined;
        throw error;
      });
      if (!transcript) return undefined;
      const inbound = (
        transcript.messages as Array<{ direction: string; content: { event?: { url?: string } } }>
      ).find((message) => message.direction === 'in' && message.content.event?.url);
      return inbound?.content.event?.url;
    }, 30_000);
    expect(photo).toMatch(/^\/api\/public\/media\/inbound\//);
    const shown = await download(`${world.b.url}${photo}`);
    expect(shown.status).toBe(200);
    expect(shown.body.equals(TINY_PNG)).toBe(true);
  });
});
