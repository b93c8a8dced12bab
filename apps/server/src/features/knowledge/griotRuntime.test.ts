import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { blocks } from '@griot/db/schema/blocks';
import { type LlmFake, startLlmFake } from '@griot/fakes/llmFake';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLlmConfig } from '../../lib/llmConfig';
import { type TestServer, useTestServer } from '../../test/buildTestServer';
import { addBlock, eventually } from '../../test/webhookKit';
import { KNOWLEDGE_WORKER } from './KnowledgeWorker';
import { buildKnowledgeWorld, FAQ_TEXT } from './test/knowledgeTestKit';

/**
 * The GRIOT IA answering end-users: input that reaches a default block whose switch is on is
 * answered by the assistant (against the LLM fake, and offline), through the inbox, exactly once.
 */
const testServer = useTestServer();
let llm: LlmFake;

beforeAll(async () => {
  llm = await startLlmFake();
});
afterAll(() => llm.close());

const DEFAULT_TEXT = "Je n'ai pas compris : tapez « menu » pour voir nos options.";

/** A web chatbot with GRIOT IA on, its knowledge indexed, a catalogue block, and a visitor who said hello. */
async function griotWorld(server: TestServer) {
  const world = await buildKnowledgeWorld(server);
  const welcome = await world.mainBlock('welcome');
  const fallback = await world.mainBlock('default');
  await server.db
    .update(blocks)
    .set({ flow: flowSchema.parse([{ type: 'text', message: 'Bienvenue chez Téranga Shop !' }]) })
    .where(eq(blocks.id, welcome.id));
  await server.db
    .update(blocks)
    .set({ flow: flowSchema.parse([{ type: 'text', message: DEFAULT_TEXT }]), assistantSwitch: true })
    .where(eq(blocks.id, fallback.id));
  const catalogue = await addBlock(
    server,
    world.chatbotId,
    [{ type: 'text', message: 'Voici notre catalogue de pagnes.' }],
    'catalogue-a1b2c3',
  );
  await server.db.update(blocks).set({ blockname: 'Catalogue' }).where(eq(blocks.idblock, catalogue));
  server.runtime.chatbots.forget(world.chatbotId);
  await world.upload([{ name: 'faq.txt', data: Buffer.from(FAQ_TEXT), type: 'text/plain' }]);
  await world.indexed(1);
  const started = await server.app.inject({
    method: 'POST',
    url: `/api/webchat/${world.chatbotId}/session`,
    payload: {},
  });
  const session = started.json().session as { visitor_id: string; token: string };
  const say = async (text: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/webchat/${world.chatbotId}/messages`,
      payload: { ...session, event: { type: 'text', text } },
    });
    expect(response.statusCode, response.body).toBe(202);
  };
  const outgoing = async () =>
    (
      await server.db.execute<{ text: string; griot: string | null }>(sql`
        SELECT coalesce(content->'element'->>'message', '') AS text, content->>'griot' AS griot
        FROM messages WHERE chatbot_id = ${world.chatbotId} AND direction = 'out' ORDER BY seq`)
    ).rows;
  const waitFor = (count: number) =>
    eventually(async () => {
      const rows = await outgoing();
      return rows.length >= count && rows;
    }, 20_000);
  await waitFor(1);
  await say('Bonjour');
  await waitFor(2);
  return { ...world, say, outgoing, waitFor, session, catalogue };
}

const useFake = (server: TestServer) => {
  server.config.llm = { ...loadLlmConfig({}), baseUrl: llm.baseUrl, model: 'griot-fake' };
};

describe('GRIOT IA at run time', () => {
  it('answers an off-script question from the knowledge, once, on the end-user’s channel', async () => {
    const server = testServer();
    useFake(server);
    try {
      const world = await griotWorld(server);
      const calls = llm.calls.length;
      const started = performance.now();
      await world.say('Vous livrez à Pikine ?');
      const rows = await world.waitFor(3);
      const latency = performance.now() - started;
      expect(rows[2]).toMatchObject({ griot: 'answered' });
      expect(rows[2]?.text).toMatch(/Pikine/);
      // The model got the conversation so far and the best passage.
      const call = llm.calls[calls];
      expect(call?.messages.at(-1)).toEqual({ role: 'user', content: 'Vous livrez à Pikine ?' });
      expect(
        call?.messages.some((message) => message.content.includes('Extraits de la base de connaissances')),
      ).toBe(true);
      expect(call?.messages.some((message) => message.role === 'user' && message.content === 'Bonjour')).toBe(
        true,
      );
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await world.outgoing()).toHaveLength(3);
      const inbox = await server.db.execute<{ status: string }>(
        sql`SELECT status FROM inbox WHERE chatbot_id = ${world.chatbotId} AND event->>'kind' = 'griot'`,
      );
      // 'Bonjour' reached the default block too: two questions, both settled once.
      expect(inbox.rows).toEqual([{ status: 'done' }, { status: 'done' }]);
      console.log(
        `GRIOT IA reply against the fake: ${latency.toFixed(0)} ms from the visitor's message to the stored reply`,
      );
    } finally {
      server.config.llm = undefined;
    }
  });

  it('redirects to a block, hands insults to an agent (takeover), falls back to the default flow on garbage', async () => {
    const server = testServer();
    useFake(server);
    try {
      const world = await griotWorld(server);
      await world.say('Je veux voir le catalogue');
      expect((await world.waitFor(3))[2]?.text).toBe('Voici notre catalogue de pagnes.');

      llm.script({ content: 'Désolé, je ne sais pas.' });
      await world.say('Vous vendez des voitures ?');
      expect((await world.waitFor(4))[3]).toMatchObject({ text: DEFAULT_TEXT });

      llm.script({
        content: JSON.stringify({ responseType: 'redirection', redirection_block: 'bloc-efface' }),
      });
      await world.say('Et les chaussures ?');
      expect((await world.waitFor(5))[4]).toMatchObject({ text: DEFAULT_TEXT });

      llm.script({ status: 503 }, { status: 503 }, { status: 503 });
      await world.say('Et les sacs ?');
      expect((await world.waitFor(6))[5]).toMatchObject({ text: DEFAULT_TEXT });

      await world.say('Vous êtes des idiots');
      const rows = await world.waitFor(7);
      expect(rows[6]).toMatchObject({
        griot: 'agent',
        text: 'Un conseiller va prendre le relais et vous répondre dans les meilleurs délais.',
      });
      // GRIOT IA's escalation opens the conversation in the team inbox, a stretch with a person starts.
      const opened = await server.db.execute<{ status: string; reason: string }>(sql`
        SELECT c.status, e.opened_reason AS reason FROM conversations c
        JOIN conversation_episodes e ON e.end_user_id = c.end_user_id
        JOIN end_users eu ON eu.id = c.end_user_id WHERE eu.chatbot_id = ${world.chatbotId}`);
      expect(opened.rows).toEqual([{ status: 'open', reason: 'griot' }]);
      // The bot is silent while the agent has the conversation.
      await world.say('Allô ?');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await world.outgoing()).toHaveLength(7);
      const outcomes = await server.db.execute<{ outcome: string }>(
        sql`SELECT outcome FROM assistant_calls WHERE chatbot_id = ${world.chatbotId} ORDER BY id`,
      );
      expect(outcomes.rows.map((row) => row.outcome)).toEqual([
        'answered',
        'redirected',
        'invalid:not_json',
        'invalid:unknown_block',
        'error',
        'agent',
      ]);
    } finally {
      server.config.llm = undefined;
    }
  });

  it('answers offline with the local answerer when no LLM is configured', async () => {
    const server = testServer();
    const world = await griotWorld(server);
    await world.say('Vous êtes ouverts le dimanche ?');
    const rows = await world.waitFor(3);
    expect(rows[2]?.text).toMatch(/fermée le dimanche/);
    await world.say('Quelle est la capitale de la Mongolie ?');
    expect((await world.waitFor(4))[3]).toMatchObject({ text: DEFAULT_TEXT, griot: null });
  });

  it('keeps a question across a stopped worker, and never answers it twice after its deadline', async () => {
    const server = testServer();
    useFake(server);
    const knowledge = server.runtime.worker(KNOWLEDGE_WORKER);
    try {
      const world = await griotWorld(server);
      await knowledge?.stop();
      await world.say('Je peux payer avec Wave ?');
      const pending = await eventually(async () => {
        const rows = await server.db.execute<{ id: number; status: string }>(
          sql`SELECT id, status FROM inbox WHERE chatbot_id = ${world.chatbotId} AND event->>'question' = 'Je peux payer avec Wave ?'`,
        );
        return rows.rows[0];
      });
      expect(pending.status).toBe('pending');
      // "Restart": the worker finds the question in the database and answers it.
      knowledge?.start();
      expect((await world.waitFor(3))[2]?.text).toMatch(/Wave/);

      // A question whose deadline passes while no worker runs: the default flow, and only that.
      await knowledge?.stop();
      await world.say('Et Free Money ?');
      const late = await eventually(async () => {
        const rows = await server.db.execute<{ id: number }>(sql`
          SELECT id FROM inbox WHERE chatbot_id = ${world.chatbotId} AND event->>'kind' = 'griot' AND status = 'pending'`);
        return rows.rows[0];
      });
      await server.db.execute(sql`UPDATE inbox SET available_at = now() WHERE id = ${late.id}`);
      server.runtime.signals.wake('inbox');
      expect((await world.waitFor(4))[3]).toMatchObject({ text: DEFAULT_TEXT, griot: null });
      knowledge?.start();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await world.outgoing()).toHaveLength(4);
    } finally {
      knowledge?.start();
      server.config.llm = undefined;
    }
  });
});
