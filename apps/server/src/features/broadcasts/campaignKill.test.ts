import fs from 'node:fs';
import type { EmbeddedPostgres } from '@griot/db/embeddedPostgres';
import { type DatabaseHandle, ensureDatabaseExists, openDatabase } from '@griot/db/openDatabase';
import { startWhatsAppFake, type WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callJson,
  newDataDir,
  type ServerProcess,
  startOwnPostgres,
  startServerProcess,
} from '../../faults/serverProcess';
import { ACCESS_TOKEN, APP_SECRET, setUpWhatsAppBot } from '../../faults/whatsAppWorld';
import { eventually } from '../../test/pipelineKit';

/**
 * A campaign across a kill -9 of the real server process (its own PostgreSQL): the recipients a
 * dead process had claimed are settled by Meta's statuses (our recipient id comes back in
 * biz_opaque_callback_data) or sent by the next process, and every number gets the template once.
 */
const RECIPIENTS = 80;
let pgDir: string;
let pg: EmbeddedPostgres;
let databaseUrl: string;
let dataDir: string;
let database: DatabaseHandle;
let fake: WhatsAppFake;
let server: ServerProcess;

const serverEnv = () => ({
  databaseUrl,
  dataDir,
  extra: {
    GRAPH_API_URL: fake.url,
    WHATSAPP_APP_SECRET: APP_SECRET,
    BROADCAST_RATE_PER_SECOND: '20',
    INTERRUPTED_SEND_WAIT_SECONDS: '8',
  },
});

beforeAll(async () => {
  pgDir = newDataDir('griot-campaign-pg-');
  pg = await startOwnPostgres(pgDir);
  await ensureDatabaseExists(pg.connectionString('postgres'), 'griot_campaign');
  databaseUrl = pg.connectionString('griot_campaign');
  dataDir = newDataDir('griot-campaign-data-');
  fake = await startWhatsAppFake({ appSecret: APP_SECRET, accessToken: ACCESS_TOKEN, autoStatuses: true });
  server = await startServerProcess(serverEnv());
  database = await openDatabase({ databaseUrl, dataDir, migrate: false, log: () => {} });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await database?.close();
  await fake?.close();
  await pg?.stop();
  for (const dir of [pgDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a broadcast campaign across kill -9', () => {
  it('sends every recipient exactly once after the restart', async () => {
    const { chatbotId, token } = await setUpWhatsAppBot(server.url, database.db);
    fake.webhookUrl = `${server.url}/api/pipeline/whatsapp/${chatbotId}`;
    await database.db.execute(sql`UPDATE chatbots SET waba_id = '102290129340398' WHERE id = ${chatbotId}`);
    await database.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
      SELECT ${chatbotId}, 'whatsapp', '22178' || lpad(n::text, 7, '0'), 'Client ' || n, '+22178' || lpad(n::text, 7, '0')
      FROM generate_series(1, ${RECIPIENTS}) AS n`);
    const started = await callJson(
      server.url,
      'POST',
      `/strong/broadcast/campaigns/${chatbotId}`,
      {
        conditions: JSON.stringify([
          { idvariable: 'first_name', comparison: '!=', value: '-', operator: null },
        ]),
        title: 'bienvenue',
        langage: 'fr',
      },
      token,
    );
    const campaignId = (started.campaign as { id: string }).id;
    const templates = () => fake.sent.filter((sent) => sent.body.type === 'template');
    await eventually(async () => templates().length >= 25, 30_000);
    await server.kill('SIGKILL');
    const beforeRestart = templates().length;
    expect(beforeRestart).toBeLessThan(RECIPIENTS);
    server = await startServerProcess(serverEnv());
    fake.webhookUrl = `${server.url}/api/pipeline/whatsapp/${chatbotId}`;
    const report = await eventually(async () => {
      const body = await callJson(
        server.url,
        'GET',
        `/strong/broadcast/campaign/${chatbotId}/${campaignId}`,
        undefined,
        token,
      );
      return (body.campaign as { status: string }).status === 'finished' ? body : undefined;
    }, 60_000);
    const perNumber = new Map<string, number>();
    for (const sent of templates())
      perNumber.set(String(sent.body.to), (perNumber.get(String(sent.body.to)) ?? 0) + 1);
    expect(perNumber.size).toBe(RECIPIENTS);
    expect([...perNumber.values()].filter((count) => count > 1)).toEqual([]);
    expect(report.campaign).toMatchObject({ total: RECIPIENTS, succeeded: RECIPIENTS });
  }, 120_000);
});
