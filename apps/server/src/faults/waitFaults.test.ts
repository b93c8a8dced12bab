import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/webhookKit';
import { useFaultWorld } from './faultWorld';
import { callJson, startServerProcess } from './serverProcess';
import { deliverText, repliesByEndUser, setUpWhatsAppBot } from './whatsAppWorld';

/**
 * 'Wait until' follow-ups across kill -9 of the real server process: the wait is an inbox row due
 * days ahead, so a restart loses none; a follow-up that comes due around the crash is sent exactly
 * once. The test moves the rows' time (`available_at`) instead of waiting two days.
 */
const world = useFaultWorld('waits', { RUNTIME_WORKERS: '2', INTERRUPTED_SEND_WAIT_SECONDS: '10' });
const THANKS = 'Merci pour votre commande.';
const FOLLOW_UP = 'Votre commande vous a plu ?';
let chatbotId: string;

beforeAll(async () => {
  const bot = await setUpWhatsAppBot(world.server.url, world.database.db);
  chatbotId = bot.chatbotId;
  world.fake.webhookUrl = `${world.server.url}/api/pipeline/whatsapp/${chatbotId}`;
  const tree = (await callJson(
    world.server.url,
    'GET',
    `/strong/get/chatbot/${chatbotId}/flow`,
    undefined,
    bot.token,
  )) as {
    flow: { mainblocks: { welcome: { idblock: string; type: string } } };
  };
  const { idblock, type } = tree.flow.mainblocks.welcome;
  await callJson(
    world.server.url,
    'POST',
    `/update/flow/${chatbotId}/${idblock}/${type}`,
    {
      flow: [
        { type: 'text', message: THANKS, preview_url: false },
        { type: 'wait_until', days: 2, cancel_on_reply: true },
        { type: 'text', message: FOLLOW_UP, preview_url: false },
      ],
    },
    bot.token,
  );
});

const users = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(4, '0')}`);

/** Each user writes once (delivered again until acknowledged, as Meta does) and is thanked. */
async function thank(from: string[], tag: string): Promise<void> {
  for (const user of from)
    for (
      let attempt = 0;
      (await deliverText(world.server.url, chatbotId, {
        from: user,
        text: 'Bonjour',
        wamid: `wamid.${tag}.${user}`,
      })) !== 200;
      attempt += 1
    ) {
      if (attempt > 100) throw new Error(`delivery for ${user} never acknowledged`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  await eventually(async () => {
    const byUser = repliesByEndUser(world.fake.sent);
    return from.every((user) => byUser.get(user)?.[0] === THANKS);
  }, 30_000);
}

/** The users' follow-ups waiting in the inbox. */
async function waiting(from: string[]): Promise<number> {
  const { rows } = await world.database.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM inbox
    WHERE chatbot_id = ${chatbotId} AND status = 'pending' AND event->>'kind' = 'resume'
      AND available_at > now() + interval '1 day'
      AND sender IN (SELECT jsonb_array_elements_text(${JSON.stringify(from)}::jsonb))`);
  return rows[0]?.n ?? 0;
}

/** Two days pass for these users' follow-ups. */
async function twoDaysLater(from: string[]): Promise<void> {
  await world.database.db.execute(sql`
    UPDATE inbox SET available_at = now()
    WHERE chatbot_id = ${chatbotId} AND status = 'pending' AND event->>'kind' = 'resume'
      AND sender IN (SELECT jsonb_array_elements_text(${JSON.stringify(from)}::jsonb))`);
}

async function restart(): Promise<void> {
  world.server = await startServerProcess({
    ...world.serverEnv(),
    port: Number(new URL(world.server.url).port),
  });
}

/** Every user got the thanks then the follow-up, each once, and nothing more (time for a duplicate). */
async function expectFollowUpOnce(from: string[]): Promise<void> {
  await eventually(async () => {
    const byUser = repliesByEndUser(world.fake.sent);
    return from.every((user) => (byUser.get(user)?.length ?? 0) >= 2);
  }, 60_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const byUser = repliesByEndUser(world.fake.sent);
  for (const user of from) expect(byUser.get(user), user).toEqual([THANKS, FOLLOW_UP]);
}

describe("kill -9 and 'wait until'", () => {
  it('a wait scheduled before the crash fires after the restart, exactly once', {
    timeout: 120_000,
  }, async () => {
    const from = users('22177400', 10);
    await thank(from, 'before');
    expect(await waiting(from)).toBe(from.length);
    await world.server.kill('SIGKILL');
    // The two days pass while the server is down.
    await twoDaysLater(from);
    await restart();
    await expectFollowUpOnce(from);
  });

  it('follow-ups coming due as the server is killed are each sent once after the restart', {
    timeout: 120_000,
  }, async () => {
    const from = users('22177500', 20);
    await thank(from, 'during');
    expect(await waiting(from)).toBe(from.length);
    await twoDaysLater(from);
    // Killed while the workers take the follow-ups and send them (some sent, some mid-send, some not yet).
    await eventually(async () => {
      const byUser = repliesByEndUser(world.fake.sent);
      return from.some((user) => (byUser.get(user)?.length ?? 0) >= 2);
    }, 10_000);
    const sentBeforeKill = from.filter(
      (user) => (repliesByEndUser(world.fake.sent).get(user)?.length ?? 0) >= 2,
    );
    await world.server.kill('SIGKILL');
    await restart();
    await expectFollowUpOnce(from);
    console.log(
      `kill -9 as ${from.length} follow-ups came due: ${sentBeforeKill.length} sent before the crash, the others after the restart, each once`,
    );
  });
});
