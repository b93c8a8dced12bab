import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEmbedding, type LlmFake, startLlmFake } from './llmFake';

let fake: LlmFake;

beforeAll(async () => {
  fake = await startLlmFake({ apiKey: 'sk-fake' });
});
afterAll(() => fake.close());

const cosine = (a: number[], b: number[]) =>
  a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);

async function embed(path: string, body: unknown, key = 'sk-fake') {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the LLM fake’s embeddings', () => {
  it('answers /v1/embeddings and /embeddings in the OpenAI format, deterministic and normalised', async () => {
    const input = ['Le paiement se fait par Wave.', 'Nous livrons à Dakar.'];
    const answer = await embed('/v1/embeddings', { model: 'griot-fake-embed', input });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ object: 'list', model: 'griot-fake-embed' });
    const data = answer.body.data as { index: number; embedding: number[] }[];
    expect(data.map((item) => item.index)).toEqual([0, 1]);
    for (const [index, item] of data.entries()) {
      expect(item.embedding).toHaveLength(256);
      expect(Math.hypot(...item.embedding)).toBeCloseTo(1, 6);
      expect(item.embedding).toEqual(fakeEmbedding(input[index] ?? ''));
    }
    const single = await embed('/embeddings', { model: 'm', input: input[0] });
    expect((single.body.data as { embedding: number[] }[])[0]?.embedding).toEqual(data[0]?.embedding);
    expect(fake.embeddingsCalls.at(-1)).toEqual({ model: 'm', input: [input[0]] });
  });

  it('puts a paraphrase near its passage and far from the others', () => {
    const question = fakeEmbedding('Comment régler mes emplettes ?');
    const payment = fakeEmbedding('Le paiement de vos achats se fait par Orange Money ou Wave.');
    const delivery = fakeEmbedding('Nous livrons à Dakar et à Pikine en 24 heures.');
    expect(cosine(question, payment)).toBeGreaterThan(0.5);
    expect(cosine(question, payment)).toBeGreaterThan(cosine(question, delivery) + 0.3);
    expect(fakeEmbedding('le la les')).toEqual(new Array(256).fill(0));
  });

  it('refuses a bad request and a wrong key, and plays scripted failures', async () => {
    expect((await embed('/v1/embeddings', { model: 'm' })).status).toBe(400);
    expect((await embed('/v1/embeddings', { model: 'm', input: ['a'] }, 'wrong')).status).toBe(401);
    fake.scriptEmbeddings({ status: 503 });
    expect((await embed('/v1/embeddings', { model: 'm', input: ['a'] })).status).toBe(503);
    expect((await embed('/v1/embeddings', { model: 'm', input: ['a'] })).status).toBe(200);
  });
});

describe('the LLM fake’s chat', () => {
  async function ask(question: string) {
    const response = await fetch(`${fake.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-fake' },
      body: JSON.stringify({
        model: 'griot-fake',
        messages: [
          { role: 'system', content: 'Tu es GRIOT IA.' },
          { role: 'user', content: question },
        ],
      }),
    });
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    return JSON.parse(body.choices[0]?.message.content ?? '{}') as Record<string, unknown>;
  }

  it('hands a request for a person to the agent, as the system prompt asks', async () => {
    const agent = { responseType: 'redirection', redirection_block: 'agent' };
    expect(await ask('Je veux parler à un conseiller')).toEqual(agent);
    expect(await ask('Can I talk to a human?')).toEqual(agent);
    expect(await ask('Quiero hablar con un asesor')).toEqual(agent);
    expect(await ask('Vous livrez à Dakar ?')).not.toEqual(agent);
  });
});
