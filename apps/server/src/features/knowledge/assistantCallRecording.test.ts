import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { blocks } from '@griot/db/schema/blocks';
import { knowledgeFiles } from '@griot/db/schema/knowledge';
import { type LlmFake, startLlmFake } from '@griot/fakes/llmFake';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLlmConfig } from '../../lib/llmConfig';
import { useTestServer } from '../../test/buildTestServer';
import { eventually } from '../../test/webhookKit';
import { buildKnowledgeWorld, FAQ_TEXT } from './test/knowledgeTestKit';

/**
 * What the analytics' GRIOT IA insights read of each assistant call (migration 0044): an end-user's
 * question answered through the runtime against the LLM fake records the question, a confidence,
 * the knowledge file used and the end-user; an unusable answer records no confidence.
 */
const testServer = useTestServer();
let llm: LlmFake;

beforeAll(async () => {
  llm = await startLlmFake();
});
afterAll(() => llm.close());

type CallRow = {
  source: string;
  outcome: string;
  question: string | null;
  confidence: number | null;
  file_ids: string[];
  end_user_id: string | null;
};

describe('assistant calls record what the insights need', () => {
  it('stores the question, confidence, files and end-user of a runtime answer', async () => {
    const server = testServer();
    server.config.llm = { ...loadLlmConfig({}), baseUrl: llm.baseUrl, model: 'griot-fake' };
    try {
      const world = await buildKnowledgeWorld(server);
      const fallback = await world.mainBlock('default');
      await server.db
        .update(blocks)
        .set({
          flow: flowSchema.parse([{ type: 'text', message: 'Tapez « menu ».' }]),
          assistantSwitch: true,
        })
        .where(eq(blocks.id, fallback.id));
      server.runtime.chatbots.forget(world.chatbotId);
      await world.upload([{ name: 'faq.txt', data: Buffer.from(FAQ_TEXT), type: 'text/plain' }]);
      await world.indexed(1);
      const [file] = await server.db
        .select()
        .from(knowledgeFiles)
        .where(eq(knowledgeFiles.chatbotId, world.chatbotId));
      const started = await server.app.inject({
        method: 'POST',
        url: `/api/webchat/${world.chatbotId}/session`,
        payload: {},
      });
      const session = started.json().session as { visitor_id: string; token: string };
      const callOf = (question: string) =>
        eventually(async () => {
          const { rows } = await server.db.execute<CallRow>(sql`
            SELECT source, outcome, question, confidence, file_ids, end_user_id FROM assistant_calls
            WHERE chatbot_id = ${world.chatbotId} AND question = ${question}`);
          return rows[0];
        }, 20_000);
      const say = (text: string) =>
        server.app.inject({
          method: 'POST',
          url: `/api/webchat/${world.chatbotId}/messages`,
          payload: { ...session, event: { type: 'text', text } },
        });

      expect((await say('Vous livrez à Pikine ?')).statusCode).toBe(202);
      const answered = await callOf('Vous livrez à Pikine ?');
      const { rows: visitors } = await server.db.execute<{ id: string }>(sql`
        SELECT id FROM end_users WHERE chatbot_id = ${world.chatbotId} AND external_id = ${session.visitor_id}`);
      expect(answered).toMatchObject({
        source: 'runtime',
        outcome: 'answered',
        file_ids: [file?.id],
        end_user_id: visitors[0]?.id,
      });
      // « livrez » and « pikine »: the passage holds « Pikine » and « livrons », not « livrez ».
      expect(answered?.confidence).toBe(0.5);

      llm.script({ content: 'Désolé, je ne sais pas.' });
      expect((await say('Vous vendez des voitures ?')).statusCode).toBe(202);
      expect(await callOf('Vous vendez des voitures ?')).toMatchObject({
        outcome: 'invalid:not_json',
        confidence: null,
      });

      // An answer that comes after the question's deadline (the default flow ran): no answer for
      // the end-user, recorded as such.
      llm.script({
        delayMs: 2500,
        content: JSON.stringify({ responseType: 'text', message: 'Oui, à Thiès.' }),
      });
      expect((await say('Vous livrez à Thiès ?')).statusCode).toBe(202);
      const claimed = await eventually(async () => {
        const { rows } = await server.db.execute<{ id: number }>(sql`
          SELECT id FROM inbox WHERE chatbot_id = ${world.chatbotId} AND event->>'question' = 'Vous livrez à Thiès ?'
            AND event ? 'leaseUntil'`);
        return rows[0];
      });
      await server.db.execute(sql`UPDATE inbox SET available_at = now() WHERE id = ${claimed.id}`);
      server.runtime.signals.wake('inbox');
      await eventually(async () => {
        const row = await callOf('Vous livrez à Thiès ?');
        return row?.outcome === 'deadline' && row;
      }, 20_000);

      // The knowledge screen's console: recorded as a test, nobody asked.
      const tested = await world.call('POST', '/test/systemprompt', {
        userMessage: 'Quels sont vos horaires ?',
        idbot: world.chatbotId,
      });
      expect(tested.statusCode, tested.body).toBe(200);
      expect(await callOf('Quels sont vos horaires ?')).toMatchObject({ source: 'test', end_user_id: null });
    } finally {
      server.config.llm = undefined;
    }
  });
});
