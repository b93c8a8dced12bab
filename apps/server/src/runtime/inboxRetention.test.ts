import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { buildWhatsAppBot, eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../test/webhookKit';
import { INBOX_DONE_KEEP_DAYS, INBOX_FAILED_KEEP_DAYS, pruneSettledInbox } from './inboxRetention';

/**
 * The inbox keeps a processed row as long as a platform may deliver it again (its id is the
 * retry's dedup key), then lets it go; pending rows (follow-ups due in weeks) stay whatever their
 * age, and the walk never reads past the rows still kept.
 */
const testServer = useTestServer();

interface Row {
  status: 'pending' | 'done' | 'failed';
  receivedDaysAgo: number;
  processedDaysAgo?: number;
}

async function storeRows(chatbotId: string, tag: string, rows: Row[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    await testServer().db.execute(sql`
      INSERT INTO inbox (chatbot_id, channel, sender, external_id, event, status, received_at, available_at, processed_at)
      VALUES (${chatbotId}, 'whatsapp', ${`2217700000${index}`}, ${`wamid.${tag}.${index}`},
              jsonb_build_object('kind', 'message'), ${row.status},
              now() - make_interval(days => ${row.receivedDaysAgo}),
              now() - make_interval(days => ${row.receivedDaysAgo}),
              ${row.processedDaysAgo === undefined ? null : sql`now() - make_interval(days => ${row.processedDaysAgo})`})`);
  }
}

async function keptExternalIds(chatbotId: string): Promise<string[]> {
  const result = await testServer().db.execute<{ external_id: string }>(
    sql`SELECT external_id FROM inbox WHERE chatbot_id = ${chatbotId} ORDER BY id`,
  );
  return result.rows.map((row) => row.external_id);
}

describe('pruneSettledInbox', () => {
  it('lets processed rows go after their retention, keeps pending ones and anything younger', async () => {
    const { chatbotId } = await buildWhatsAppBot(testServer(), []);
    await storeRows(chatbotId, 'age', [
      { status: 'done', receivedDaysAgo: 40, processedDaysAgo: 40 }, // 0: gone
      { status: 'pending', receivedDaysAgo: 40 }, // 1: a follow-up still due: kept
      { status: 'failed', receivedDaysAgo: 40, processedDaysAgo: 40 }, // 2: gone
      { status: 'failed', receivedDaysAgo: 20, processedDaysAgo: 20 }, // 3: kept (failed rows: 30 days)
      {
        status: 'done',
        receivedDaysAgo: INBOX_DONE_KEEP_DAYS + 1,
        processedDaysAgo: INBOX_DONE_KEEP_DAYS + 1,
      }, // 4: gone
      {
        status: 'done',
        receivedDaysAgo: INBOX_DONE_KEEP_DAYS - 1,
        processedDaysAgo: INBOX_DONE_KEEP_DAYS - 1,
      }, // 5: kept
      { status: 'done', receivedDaysAgo: 0, processedDaysAgo: 0 }, // 6: kept
    ]);
    expect(INBOX_FAILED_KEEP_DAYS).toBeGreaterThan(20);
    // Pages of two rows: the walk goes on past a page that deleted nothing and stops at the recent ones.
    expect(await pruneSettledInbox(testServer().db, { batch: 2 })).toBeGreaterThanOrEqual(3);
    expect(await keptExternalIds(chatbotId)).toEqual([
      'wamid.age.1',
      'wamid.age.3',
      'wamid.age.5',
      'wamid.age.6',
    ]);
    expect(await pruneSettledInbox(testServer().db, { batch: 2 })).toBe(0);
  });

  it('stops at the first page holding a row still kept, leaving the older rows behind it for later', async () => {
    const { chatbotId } = await buildWhatsAppBot(testServer(), []);
    await testServer().db.execute(sql`DELETE FROM inbox WHERE status <> 'pending'`);
    await storeRows(chatbotId, 'walk', [
      { status: 'done', receivedDaysAgo: 1, processedDaysAgo: 1 }, // a recent row first (a clock set back)
      { status: 'done', receivedDaysAgo: 30, processedDaysAgo: 30 },
    ]);
    expect(await pruneSettledInbox(testServer().db, { batch: 1 })).toBe(0);
    expect(await keptExternalIds(chatbotId)).toEqual(['wamid.walk.0', 'wamid.walk.1']);
  });

  it('keeps a delivery’s dedup within the retention: a retry of a kept message is still a no-op', async () => {
    const { chatbotId } = await buildWhatsAppBot(testServer(), []);
    const message = {
      phoneNumberId: PHONE_NUMBER_ID,
      from: '221770001122',
      id: 'wamid.retention.retry',
      text: 'Bonjour',
    };
    const webhook = buildTextWebhook(message);
    expect((await postWhatsAppWebhook(testServer(), chatbotId, webhook)).statusCode).toBe(200);
    // Processed first (the worker stamps processed_at), then made as old as the retention allows.
    const storedId = await eventually(async () => {
      const row = await testServer().db.execute<{ id: string; status: string }>(
        sql`SELECT id::text, status FROM inbox WHERE external_id = ${message.id}`,
      );
      return row.rows[0]?.status === 'done' ? row.rows[0].id : undefined;
    });
    await testServer().db.execute(
      sql`UPDATE inbox SET processed_at = now() - make_interval(days => ${INBOX_DONE_KEEP_DAYS - 1}) WHERE id = ${storedId}`,
    );
    await pruneSettledInbox(testServer().db);
    expect((await postWhatsAppWebhook(testServer(), chatbotId, webhook)).statusCode).toBe(200);
    const rows = await testServer().db.execute<{ id: string }>(
      sql`SELECT id::text FROM inbox WHERE chatbot_id = ${chatbotId}`,
    );
    expect(rows.rows.map((row) => row.id)).toEqual([storedId]);
  });
});
