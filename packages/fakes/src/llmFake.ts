import { EventEmitter } from 'node:events';
import { parseJson, type RunningServer, readBody, sendJson, startHttpServer } from './httpServer';

/** One chat completion request the fake received. */
export interface LlmCall {
  model: string;
  messages: { role: string; content: string }[];
  responseFormat: unknown;
  authorization: string | undefined;
}

/** What the next call answers instead of the fake's own reasoning (tests of failures). */
export type ScriptedAnswer =
  | { content: string }
  | { status: number; body?: unknown }
  | { delayMs: number; content?: string };

/** One embeddings request the fake received. */
export interface EmbeddingsCall {
  model: string;
  input: string[];
}

/** What the next embeddings call answers instead of the fake's vectors. */
export type ScriptedEmbeddings = { status: number; body?: unknown } | { delayMs: number };

export interface LlmFake extends RunningServer {
  /** The base URL to configure as LLM_BASE_URL (…/v1). */
  baseUrl: string;
  calls: LlmCall[];
  events: EventEmitter<{ call: [LlmCall] }>;
  /** Queues answers for the next calls, in order. */
  script(...answers: ScriptedAnswer[]): void;
  embeddingsCalls: EmbeddingsCall[];
  /** Queues answers for the next embeddings calls, in order. */
  scriptEmbeddings(...answers: ScriptedEmbeddings[]): void;
}

/**
 * An OpenAI-compatible chat endpoint (POST /v1/chat/completions, GET /v1/models) for tests and
 * demos. It answers in the JSON format GRIOT IA's system prompt imposes, with a small reading of
 * the request: an insult or a request for a person → redirection to 'agent'; a question naming a listed block → redirection
 * to it; otherwise the sentence of the given knowledge passages that shares the most words with
 * the question; nothing relevant → a polite "I do not know". Usage is counted in words.
 */
export async function startLlmFake(
  options: { port?: number; host?: string; apiKey?: string } = {},
): Promise<LlmFake> {
  const calls: LlmCall[] = [];
  const scripted: ScriptedAnswer[] = [];
  const events = new EventEmitter<{ call: [LlmCall] }>();
  const embeddingsCalls: EmbeddingsCall[] = [];
  const scriptedEmbeddings: ScriptedEmbeddings[] = [];
  const server = await startHttpServer(
    async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'GET' && url.pathname === '/v1/models')
        return sendJson(res, 200, { object: 'list', data: [{ id: 'griot-fake', object: 'model' }] });
      const embeddings = url.pathname === '/v1/embeddings' || url.pathname === '/embeddings';
      if (req.method !== 'POST' || (url.pathname !== '/v1/chat/completions' && !embeddings))
        return sendJson(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
        return sendJson(res, 401, {
          error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
        });
      const body = parseJson(await readBody(req));
      const request = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (embeddings) {
        const input = typeof request.input === 'string' ? [request.input] : request.input;
        if (!Array.isArray(input) || input.length === 0 || !input.every((item) => typeof item === 'string'))
          return sendJson(res, 400, {
            error: {
              message: "'input' must be a string or an array of strings",
              type: 'invalid_request_error',
            },
          });
        const model = typeof request.model === 'string' ? request.model : 'griot-fake-embed';
        embeddingsCalls.push({ model, input });
        const next = scriptedEmbeddings.shift();
        if (next && 'status' in next)
          return sendJson(res, next.status, next.body ?? { error: { message: 'scripted' } });
        if (next && 'delayMs' in next) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
        const tokens = input.reduce((sum, text) => sum + words(text).length, 0);
        return sendJson(res, 200, {
          object: 'list',
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
          model,
          usage: { prompt_tokens: tokens, total_tokens: tokens },
        });
      }
      const messages = Array.isArray(request.messages)
        ? request.messages.filter(
            (message): message is { role: string; content: string } =>
              typeof message === 'object' &&
              message !== null &&
              typeof (message as Record<string, unknown>).role === 'string' &&
              typeof (message as Record<string, unknown>).content === 'string',
          )
        : [];
      if (messages.length === 0)
        return sendJson(res, 400, {
          error: { message: "'messages' is required", type: 'invalid_request_error' },
        });
      const call: LlmCall = {
        model: typeof request.model === 'string' ? request.model : 'griot-fake',
        messages,
        responseFormat: request.response_format,
        authorization: req.headers.authorization,
      };
      calls.push(call);
      events.emit('call', call);
      const next = scripted.shift();
      if (next && 'status' in next)
        return sendJson(res, next.status, next.body ?? { error: { message: 'scripted' } });
      if (next && 'delayMs' in next) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
      const content = next?.content ?? JSON.stringify(answer(messages));
      const prompt = messages.reduce((sum, message) => sum + words(message.content).length, 0);
      sendJson(res, 200, {
        id: `chatcmpl-${calls.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: call.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: {
          prompt_tokens: prompt,
          completion_tokens: words(content).length,
          total_tokens: prompt + words(content).length,
        },
      });
    },
    options.port ?? 0,
    options.host,
  );
  return {
    ...server,
    baseUrl: `${server.url}/v1`,
    calls,
    events,
    script: (...answers) => scripted.push(...answers),
    embeddingsCalls,
    scriptEmbeddings: (...answers) => scriptedEmbeddings.push(...answers),
  };
}

const INSULTS = ['idiot', 'imbecile', 'connard', 'abruti', 'debile', 'cretin', 'stupid', 'nul'];
/** Asking for a person, as the system prompt's rule says (a few words of French, English, Spanish). */
const ASKS_FOR_PERSON =
  /\b(parler|discuter|joindre|talk|speak|hablar)\b.{0,24}\b(agent|conseiller|conseillere|humain|quelqu un|human|someone|person|agente|asesor|asesora|humano|alguien)\b/;

/** The fake's reply to the conversation, in GRIOT IA's JSON format. */
function answer(messages: { role: string; content: string }[]): Record<string, unknown> {
  const question = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  const asked = words(question);
  if (asked.some((word) => INSULTS.includes(word) || INSULTS.includes(word.replace(/s$/, ''))))
    return { responseType: 'redirection', redirection_block: 'agent' };
  if (ASKS_FOR_PERSON.test(asked.join(' ')))
    return { responseType: 'redirection', redirection_block: 'agent' };
  const system = messages
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n');
  for (const match of system.matchAll(/^- `([^`]+)` : ([^—.\n]+)/gm)) {
    const nameWords = words(match[2] ?? '').filter((word) => word.length >= 4);
    if (nameWords.length > 0 && nameWords.every((word) => asked.includes(word)))
      return { responseType: 'redirection', redirection_block: match[1] };
  }
  const passages = [...system.matchAll(/^\[\d+\] \([^)]*\) (.+)$/gm)].map((match) => match[1] ?? '');
  const significant = asked.filter((word) => word.length >= 4);
  let best = { sentence: '', score: 0 };
  for (const passage of passages)
    for (const sentence of passage.split(/(?<=[.!?])\s+/)) {
      const sentenceWords = words(sentence);
      const score = significant.filter((word) =>
        sentenceWords.some((other) => other.startsWith(word.slice(0, 5))),
      ).length;
      if (score > best.score) best = { sentence: sentence.trim(), score };
    }
  if (best.score > 0) return { responseType: 'text', message: best.sentence.slice(0, 640) };
  return {
    responseType: 'text',
    message: "Je n'ai pas cette information. Puis-je vous aider sur nos produits ou nos livraisons ?",
  };
}

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Dimensions of the fake's embeddings. */
export const FAKE_EMBEDDING_DIMENSIONS = 256;

/**
 * A stand-in for an embeddings model: a bag of the text's French word stems (stop words dropped),
 * each hashed into one of 256 dimensions, L2-normalised. Words of a small shop lexicon that mean
 * the same (payer / régler, achat / emplette, livrer / expédier…) count as one, so a paraphrase
 * with no word in common with a passage is still close to it, as with a real model.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of words(text)) {
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    const stem = fakeStem(word);
    const feature = CONCEPTS.get(stem) ?? stem;
    const bucket = fnv1a(feature) % FAKE_EMBEDDING_DIMENSIONS;
    vector[bucket] = (vector[bucket] ?? 0) + 1;
  }
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

const STOP_WORDS = new Set(
  'au aux avec ce ces cette dans de des du elle en et eux il ils je la le les leur lui ma mais me mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous est sont etre avoir ai as a avez ont peut puis peux pouvez fait faire comment quel quelle quels quelles est-ce ici la y d l j m n s t c qu'.split(
    ' ',
  ),
);

/** Synonyms of the shop's vocabulary, one concept per line. */
const SYNONYMS = [
  'payer paye paiement regler reglement acquitter verser debourser',
  'achat acheter emplette commande commander',
  'livrer livraison livreur expedier expedition envoyer envoi acheminer',
  'ouvert ouverture horaire accueillir',
  'ferme fermeture clos',
  'retour retourner rendre echange echanger rembourser remboursement',
  'prix tarif cout couter combien',
  'especes liquide cash argent',
  'dimanche weekend',
];
const CONCEPTS = new Map<string, string>();
for (const line of SYNONYMS) {
  const [head = '', ...others] = line.split(' ');
  for (const word of [head, ...others]) CONCEPTS.set(fakeStem(word), `concept:${head}`);
}

/** A crude French stem: common inflection and derivation endings cut. */
function fakeStem(word: string): string {
  for (const ending of [
    'ements',
    'ement',
    'ations',
    'ation',
    'euses',
    'euse',
    'eurs',
    'eur',
    'ions',
    'ees',
    'ee',
    'ez',
    'er',
    'es',
    'e',
    's',
    'x',
  ])
    if (word.length - ending.length >= 3 && word.endsWith(ending)) return word.slice(0, -ending.length);
  return word;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
