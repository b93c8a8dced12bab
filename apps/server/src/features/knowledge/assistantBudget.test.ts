import { type LlmFake, startLlmFake } from '@griot/fakes/llmFake';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLlmConfig } from '../../lib/llmConfig';
import { useTestServer } from '../../test/buildTestServer';
import { buildChatbot } from '../../test/factories';
import { ASSISTANT_BUDGET } from './assistantBudget';
import { buildKnowledgeWorld } from './test/knowledgeTestKit';

const testServer = useTestServer();
let llm: LlmFake;

beforeAll(async () => {
  llm = await startLlmFake();
});
afterAll(() => llm.close());

describe('the assistant test budget (POST /api/test/systemprompt)', () => {
  it('stops tests past the minute budget with a French 429, across chatbots, sending nothing more', async () => {
    const server = testServer();
    server.config.llm = { ...loadLlmConfig({}), baseUrl: llm.baseUrl, model: 'griot-fake', apiKey: 'cle' };
    const world = await buildKnowledgeWorld(server);
    // A second chatbot of the same workspace: the budget is the workspace's, not a chatbot's.
    const other = await buildChatbot(server, world.account.workspaceId, { bot_name: 'Autre', type: 'web' });
    // The minute is a fixed window: start well inside one, so the burst is counted in a single window.
    const intoMinute = Date.now() % ASSISTANT_BUDGET.minute.windowMs;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_200 - intoMinute));
    const before = llm.calls.length;
    const test = (index: number) =>
      patiently(() =>
        world.call('POST', '/test/systemprompt', {
          userMessage: `Question ${index}`,
          idbot: index % 2 === 0 ? world.chatbotId : other,
        }),
      );
    const allowed = await Promise.all(
      Array.from({ length: ASSISTANT_BUDGET.minute.limit }, (_, index) => index).map(async (index) => {
        // One test at a time per chatbot (409): the two chatbots' tests take turns.
        for (;;) {
          const answer = await test(index);
          if (answer.statusCode !== 409) return answer.statusCode;
        }
      }),
    );
    expect(allowed.every((status) => status === 200)).toBe(true);
    const late = await test(1);
    expect(late.statusCode, late.body).toBe(429);
    expect(late.json().message).toBe(
      "Trop d'essais de l'assistant en une minute : patientez un instant avant le suivant",
    );
    expect(llm.calls.length - before).toBe(ASSISTANT_BUDGET.minute.limit);
  });

  it('stops at the day budget with the hours left, and another account keeps its own', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    // The day's counter as a script would leave it, without spending a day of tests here.
    const windowStart =
      Math.floor(Date.now() / ASSISTANT_BUDGET.day.windowMs) * ASSISTANT_BUDGET.day.windowMs;
    await server.db.execute(sql`
      INSERT INTO rate_limit_counters (bucket, key, window_start, hits)
      VALUES (${ASSISTANT_BUDGET.day.bucket}, ${world.account.workspaceId}, ${new Date(windowStart).toISOString()}::timestamptz, ${ASSISTANT_BUDGET.day.limit})`);
    const refused = await world.call('POST', '/test/systemprompt', {
      userMessage: 'Bonjour',
      idbot: world.chatbotId,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Limite quotidienne d'essais de l'assistant atteinte : réessayez dans \d+ heure\(s\)$/,
    );
    const neighbour = await buildKnowledgeWorld(server);
    const allowed = await patiently(() =>
      neighbour.call('POST', '/test/systemprompt', { userMessage: 'Bonjour', idbot: neighbour.chatbotId }),
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

/** The shared test machine may be busy enough for the overload guard's 503: that answer is retried. */
async function patiently(
  call: () => Promise<{ statusCode: number; body: string; json: () => { message: string } }>,
) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await call();
    if (answer.statusCode !== 503 || attempt >= 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
