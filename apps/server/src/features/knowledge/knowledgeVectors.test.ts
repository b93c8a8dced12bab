import { knowledgeChunks } from '@griot/db/schema/knowledge';
import { type LlmFake, startLlmFake } from '@griot/fakes/llmFake';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmConfig, loadLlmConfig } from '../../lib/llmConfig';
import { type TestServer, useTestServer } from '../../test/buildTestServer';
import { createEmbeddings } from './embeddingsClient';
import { fuseRankings, retrievePassages } from './retrievePassages';
import { buildKnowledgeWorld } from './test/knowledgeTestKit';

/** Vector similarity besides full text when LLM_EMBEDDINGS_MODEL is set, against the LLM fake. */
const testServer = useTestServer();
let llm: LlmFake;

beforeAll(async () => {
  llm = await startLlmFake();
});
afterAll(() => llm.close());

const SHOP = [
  ['horaires.txt', 'La boutique est ouverte du lundi au samedi, de 9 h à 19 h.'],
  ['paiement.txt', 'Le paiement se fait par Orange Money, Wave ou Free Money.'],
  ['livraison.txt', 'Nous livrons à Dakar et à Pikine en 24 heures.'],
  ['retours.txt', 'Un article peut être échangé sous 7 jours avec le ticket de caisse.'],
] as const;

/** Asked with words none of the files holds: only its meaning leads to paiement.txt. */
const PARAPHRASE = 'Comment régler mes emplettes ?';

const withEmbeddings = (): LlmConfig => ({
  ...loadLlmConfig({}),
  baseUrl: llm.baseUrl,
  model: 'griot-fake',
  embeddingsModel: 'griot-fake-embed',
  timeoutMs: 8_000,
});

async function shopWorld(server: TestServer) {
  const world = await buildKnowledgeWorld(server);
  await world.upload(SHOP.map(([name, text]) => ({ name, data: Buffer.from(text), type: 'text/plain' })));
  await world.indexed(SHOP.length);
  const chunks = await server.db
    .select({ content: knowledgeChunks.content, embedding: knowledgeChunks.embedding })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.chatbotId, world.chatbotId));
  return { ...world, chunks };
}

describe('vector similarity', () => {
  it('embeds the chunks at ingestion and finds a paraphrase that full text misses', async () => {
    const server = testServer();
    server.config.llm = withEmbeddings();
    try {
      const world = await shopWorld(server);
      expect(world.chunks).toHaveLength(SHOP.length);
      for (const chunk of world.chunks) {
        expect(chunk.embedding).toHaveLength(256);
        const norm = Math.hypot(...(chunk.embedding ?? []));
        expect(norm).toBeCloseTo(1, 4);
      }
      expect(llm.embeddingsCalls.at(-1)?.model).toBe('griot-fake-embed');

      // Full text alone: no word in common, nothing found.
      expect(await retrievePassages(server.db, world.chatbotId, PARAPHRASE)).toEqual([]);
      const hybrid = await retrievePassages(server.db, world.chatbotId, PARAPHRASE, {
        llm: withEmbeddings(),
      });
      expect(hybrid[0]).toMatchObject({ fileName: 'paiement.txt' });

      // A question full text answers keeps its answer first once merged with the vectors.
      const merged = await retrievePassages(server.db, world.chatbotId, 'Livrez-vous à Pikine ?', {
        llm: withEmbeddings(),
      });
      expect(merged[0]).toMatchObject({ fileName: 'livraison.txt' });
      expect(merged.length).toBeLessThanOrEqual(4);
      expect(new Set(merged.map((passage) => passage.fileName)).size).toBe(merged.length);
    } finally {
      server.config.llm = undefined;
    }
  });

  it('merges the rankings by reciprocal rank fusion', () => {
    const scores = fuseRankings([
      [1, 2, 3],
      [3, 4, 1],
    ]);
    // 1 (1st and 3rd) and 3 (3rd and 1st) tie above 2 and 4, found once.
    expect(scores.get(1)).toBeCloseTo(1 / 61 + 1 / 63);
    expect(scores.get(3)).toBeCloseTo(1 / 63 + 1 / 61);
    expect(scores.get(2)).toBeCloseTo(1 / 62);
    expect(scores.get(4)).toBeCloseTo(1 / 62);
    expect([...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id)).toEqual([1, 3, 2, 4]);
  });

  it('keeps a file indexed by full text when the endpoint fails, and a question too', async () => {
    const server = testServer();
    server.config.llm = withEmbeddings();
    try {
      // Every attempt of the ingestion's request fails (the first and its two retries).
      llm.scriptEmbeddings({ status: 500 }, { status: 500 }, { status: 500 });
      const world = await buildKnowledgeWorld(server);
      await world.upload([{ name: 'livraison.txt', data: Buffer.from(SHOP[2][1]), type: 'text/plain' }]);
      const listed = await world.indexed(1);
      expect(listed.files[0]).toMatchObject({ status: 'indexed' });
      const chunks = await server.db
        .select({ embedding: knowledgeChunks.embedding })
        .from(knowledgeChunks)
        .where(eq(knowledgeChunks.chatbotId, world.chatbotId));
      expect(chunks).toEqual([{ embedding: null }]);
      // No embedded chunk: full text only, the endpoint is not asked.
      const calls = llm.embeddingsCalls.length;
      const found = await retrievePassages(server.db, world.chatbotId, 'Livrez-vous à Pikine ?', {
        llm: withEmbeddings(),
      });
      expect(found[0]).toMatchObject({ fileName: 'livraison.txt' });
      expect(llm.embeddingsCalls).toHaveLength(calls);

      // Embedded chunks, but the question cannot be embedded: full text answers, the reason is told.
      const shop = await shopWorld(server);
      expect(shop.chunks.every((chunk) => chunk.embedding !== null)).toBe(true);
      llm.scriptEmbeddings({ status: 400, body: { error: { message: 'model not found' } } });
      const logged: string[] = [];
      const fallback = await retrievePassages(server.db, shop.chatbotId, 'Livrez-vous à Pikine ?', {
        llm: withEmbeddings(),
        log: (_details, message) => logged.push(message),
      });
      expect(fallback).toEqual(await retrievePassages(server.db, shop.chatbotId, 'Livrez-vous à Pikine ?'));
      expect(logged).toEqual(['question not embedded: knowledge searched by full text only']);
    } finally {
      server.config.llm = undefined;
    }
  });

  it('reads the OpenAI-compatible embeddings answer in batches, normalised, retried on 429', async () => {
    llm.scriptEmbeddings({ status: 429 });
    const texts = Array.from({ length: 70 }, (_, index) => `Texte numéro ${index} sur la livraison`);
    const calls = llm.embeddingsCalls.length;
    const vectors = await createEmbeddings(withEmbeddings(), texts);
    expect(vectors).toHaveLength(70);
    // 64 + 6, the first tried twice.
    expect(llm.embeddingsCalls.slice(calls).map((call) => call.input.length)).toEqual([64, 64, 6]);
    for (const vector of vectors) expect(Math.hypot(...vector)).toBeCloseTo(1, 4);
    const unknown = { ...withEmbeddings(), baseUrl: `${llm.url}/nowhere` };
    await expect(createEmbeddings(unknown, ['x'])).rejects.toThrow(/404/);
  });
});
