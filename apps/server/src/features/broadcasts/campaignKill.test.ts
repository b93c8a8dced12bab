import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFaultWorld } from '../../faults/faultWorld';
import { callJson, startServerProcess } from '../../faults/serverProcess';
import { setUpWhatsAppBot } from '../../faults/whatsAppWorld';
import { eventually } from '../../test/webhookKit';

/**
 * A campaign across a kill -9 of the real server process (its own PostgreSQL): the recipients a
 * dead process had claimed are settled by Meta's statuses (our recipient id comes back in
 * biz_opaque_callback_data) or sent by the next process, and every number gets the template once,
 * shown once in its conversation.
 */
const RECIPIENTS = 80;
const world = useFaultWorld('campaign', {
  BROADCAST_RATE_PER_SECOND: '20',
  INTERRUPTED_SEND_WAIT_SECONDS: '8',
});

describe('a broadcast campaign across kill -9', () => {
  it('sends every recipient exactly once after the restart', async () => {
    const { chatbotId, token } = await setUpWhatsAppBot(world.server.url, world.database.db);
    world.fake.webhookUrl = `${world.server.url}/api/pipeline/whatsapp/${chatbotId}`;
    await world.database.db.execute(
      sql`UPDATE chatbots SET waba_id = '102290129340398' WHERE id = ${chatbotId}`,
    );
    await world.database.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
      SELECT ${chatbotId}, 'whatsapp', '22178' || lpad(n::text, 7, '0'), 'Client ' || n, '+22178' || lpad(n::text, 7, '0')
      FROM generate_series(1, ${RECIPIENTS}) AS n`);
    const started = await callJson(
      world.server.url,
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
    const templates = () => world.fake.sent.filter((sent) => sent.body.type === 'template');
    await eventually(async () => templates().length >= 25, 30_000);
    await world.server.kill('SIGKILL');
    const beforeRestart = templates().length;
    expect(beforeRestart).toBeLessThan(RECIPIENTS);
    world.server = await startServerProcess(world.serverEnv());
    world.fake.webhookUrl = `${world.server.url}/api/pipeline/whatsapp/${chatbotId}`;
    const report = await eventually(async () => {
      const body = await callJson(
        world.server.url,
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
    // Each customer's conversation shows the campaign's message once, whichever way its send was
    // settled. A send Meta's status settled gets its message right after that status is applied
    // (writeSettledMessages): the campaign may read 'finished' a moment before the last of them.
    const shown = async () =>
      (
        await world.database.db.execute<{ messages: number; customers: number }>(sql`
          SELECT count(*)::int AS messages, count(DISTINCT end_user_id)::int AS customers FROM messages
          WHERE chatbot_id = ${chatbotId} AND content->'broadcast'->>'id' = ${campaignId}`)
      ).rows[0];
    await eventually(async () => (await shown())?.messages === RECIPIENTS, 10_000).catch(() => undefined);
    expect(await shown()).toEqual({ messages: RECIPIENTS, customers: RECIPIENTS });
  }, 120_000);
});
