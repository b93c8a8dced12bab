import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsAppFake, type WhatsAppFake } from './whatsAppFake';

const TOKEN = 'EAAG-test-token';
const WABA = '102290129340398';
let fake: WhatsAppFake;

beforeAll(async () => {
  fake = await startWhatsAppFake({ port: 0, appSecret: 'app-secret', accessToken: TOKEN, wabaId: WABA });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

async function post(path: string, body?: Buffer | object) {
  const response = await fetch(`${fake.url}/v21.0/${path}`, {
    method: 'POST',
    headers: {
      authorization: `OAuth ${TOKEN}`,
      ...(Buffer.isBuffer(body) ? { file_offset: '0' } : { 'content-type': 'application/json' }),
    },
    ...(body === undefined
      ? {}
      : { body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Meta's resumable upload: a session for the type and length, then the bytes; `h` is the handle. */
async function uploadExample(type: string, bytes: Buffer) {
  const session = await post(`app/uploads?file_length=${bytes.length}&file_type=${encodeURIComponent(type)}`);
  if (session.status !== 200) return session;
  return post(String(session.body.id), bytes);
}

const template = (handle: string) => ({
  name: 'promo_video',
  language: 'fr',
  category: 'MARKETING',
  components: [
    { type: 'HEADER', format: 'VIDEO', example: { header_handle: [handle] } },
    { type: 'BODY', text: 'Nos nouveautés en vidéo' },
  ],
});

describe('WhatsApp fake: template header examples', () => {
  it('takes an MP4 video, an image or a PDF through the resumable upload, and the handle it gave', async () => {
    const video = await uploadExample('video/mp4', Buffer.alloc(1024, 1));
    expect(video.status).toBe(200);
    expect(String(video.body.h)).toMatch(/^4::/);
    expect((await uploadExample('image/png', Buffer.alloc(10))).status).toBe(200);
    expect((await uploadExample('application/pdf', Buffer.alloc(10))).status).toBe(200);
    const created = await post(`${WABA}/message_templates`, template(String(video.body.h)));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  });

  it('refuses a type or a length Meta does not take, bytes that differ from the session, a handle it never gave', async () => {
    expect((await uploadExample('video/quicktime', Buffer.alloc(10))).status).toBe(400);
    expect((await uploadExample('video/mp4', Buffer.alloc(0))).status).toBe(400);
    const session = await post('app/uploads?file_length=10&file_type=video%2Fmp4');
    expect((await post(String(session.body.id), Buffer.alloc(9))).status).toBe(400);
    expect((await post('upload:unknown', Buffer.alloc(10))).status).toBe(400);
    const invented = await post(`${WABA}/message_templates`, template('4::invented'));
    expect(invented.status).toBe(400);
    expect(JSON.stringify(invented.body)).toContain('not an uploaded media handle');
  });
});
