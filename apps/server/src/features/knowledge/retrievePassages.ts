import type { Passage } from '@griot/contract/knowledge/knowledgeSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { LlmConfig } from '../../lib/llmConfig';
import { createEmbeddings } from './embeddingsClient';
import { embeddedVersion, nearestChunks } from './vectorIndex';

/** A passage and the knowledge file it comes from (the GRIOT IA insights count answers per file). */
export type RetrievedPassage = Passage & { fileId: string };

export interface RetrievalOptions {
  /** Passages returned (4 by default). */
  limit?: number;
  /** With an embeddings model (LLM_EMBEDDINGS_MODEL) and embedded chunks: hybrid retrieval. */
  llm?: LlmConfig;
  fetchImpl?: typeof fetch;
  log?: (details: Record<string, unknown>, message: string) => void;
}

/** Candidates taken from each ranking before they are merged. */
const HYBRID_CANDIDATES = 20;
/** Reciprocal rank fusion's constant (Cormack et al.: 60). */
const RRF_K = 60;
/** Embedding a question waits at most this long (retries included) before full text answers alone. */
const QUESTION_EMBEDDING_TIMEOUT_MS = 5_000;

/**
 * The chunks of a chatbot's knowledge that best match a question. By French full-text rank; and,
 * when an embeddings model is configured and the chatbot's chunks have embeddings, also by vector
 * similarity, the two rankings' top 20 merged by reciprocal rank fusion (a paraphrase sharing no
 * word with the answer is found by its meaning). When the question cannot be embedded, full text
 * answers alone.
 */
export async function retrievePassages(
  db: Database,
  chatbotId: string,
  question: string,
  options: RetrievalOptions = {},
): Promise<RetrievedPassage[]> {
  const limit = options.limit ?? 4;
  const llm = options.llm;
  if (!llm?.embeddingsModel) return (await fullTextChunks(db, chatbotId, question, limit)).map(toPassage);
  const version = await embeddedVersion(db, chatbotId);
  if (version.count === 0) return (await fullTextChunks(db, chatbotId, question, limit)).map(toPassage);
  const [textual, nearest] = await Promise.all([
    fullTextChunks(db, chatbotId, question, HYBRID_CANDIDATES),
    createEmbeddings(llm, [question.slice(0, 2000)], {
      timeoutMs: Math.min(llm.timeoutMs, QUESTION_EMBEDDING_TIMEOUT_MS),
      fetchImpl: options.fetchImpl,
    }).then(
      ([vector]) => (vector ? nearestChunks(db, chatbotId, version, vector, HYBRID_CANDIDATES) : []),
      (error: unknown) => {
        options.log?.(
          { chatbotId, err: error, reason: error instanceof Error ? error.message : String(error) },
          'question not embedded: knowledge searched by full text only',
        );
        return [];
      },
    ),
  ]);
  if (nearest.length === 0) return textual.slice(0, limit).map(toPassage);
  const scores = fuseRankings([textual.map((chunk) => chunk.id), nearest.map((chunk) => chunk.id)]);
  const chosen = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
  const known = new Map(textual.map((chunk) => [chunk.id, chunk]));
  const missing = chosen.map(([id]) => id).filter((id) => !known.has(id));
  if (missing.length > 0)
    for (const chunk of await chunksById(db, chatbotId, missing)) known.set(chunk.id, chunk);
  return chosen.flatMap(([id, score]) => {
    const chunk = known.get(id);
    return chunk
      ? [{ fileName: chunk.file_name, fileId: chunk.file_id, excerpt: chunk.content, rank: score }]
      : [];
  });
}

/** Reciprocal rank fusion: each id scores the sum over the rankings of 1 / (60 + its rank). */
export function fuseRankings(rankings: readonly (readonly number[])[]): Map<number, number> {
  const scores = new Map<number, number>();
  for (const ranking of rankings)
    for (const [index, id] of ranking.entries())
      scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + index + 1));
  return scores;
}

type ChunkRow = {
  id: number;
  file_id: string;
  file_name: string;
  content: string;
  rank: number;
};

function toPassage(row: ChunkRow): RetrievedPassage {
  return { fileName: row.file_name, fileId: row.file_id, excerpt: row.content, rank: row.rank };
}

/**
 * Chunks ranked at most per question: ranking every match would cost more than the 50 ms retrieval
 * budget when a chatbot's chunks all share the question's words (10,000 matches: about 15 ms of
 * GIN, heap reads and ts_rank idle, 80 to 150 ms on a loaded machine; capped: 3 to 7 ms).
 */
const RANKED_CANDIDATES = 1000;

/**
 * By French full-text rank: the question's stemmed words (French stop words dropped) are OR-ed, so
 * a paraphrase that shares a few words with the answer still finds it. ts_rank grows with each
 * distinct word matched and little with repetitions (a catalogue repeating one word does not
 * outrank the answer), and is divided by the log of the chunk's length.
 *
 * At most RANKED_CANDIDATES matches are ranked. Past that many (a question whose words are in more
 * than 1,000 chunks, about 1 MB of text), the chunks holding at least two of its words are taken
 * too (again at most RANKED_CANDIDATES), so the best answers are among those ranked unless even
 * they are that many. The file name and the content are read for the best only.
 */
async function fullTextChunks(
  db: Database,
  chatbotId: string,
  question: string,
  limit: number,
): Promise<ChunkRow[]> {
  const result = await db.execute<ChunkRow>(sql`
    WITH terms AS (
      SELECT array_agg(quote_literal(lexeme)) AS words
      FROM unnest(tsvector_to_array(to_tsvector('french', ${question.slice(0, 2000)}))) AS lexeme
    ), q AS (
      SELECT to_tsquery('simple', array_to_string(words, ' | ')) AS query,
        (SELECT to_tsquery('simple', string_agg(format('(%s & %s)', a.word, b.word), ' | '))
         FROM unnest(words[1:12]) WITH ORDINALITY AS a(word, i),
           unnest(words[1:12]) WITH ORDINALITY AS b(word, j)
         WHERE a.i < b.j) AS pairs
      FROM terms WHERE words IS NOT NULL
    ), candidates AS MATERIALIZED (
      SELECT c.id, c.file_id, c.search FROM q, knowledge_chunks c
      WHERE c.chatbot_id = ${chatbotId} AND c.search @@ q.query
      LIMIT ${RANKED_CANDIDATES}
    ), narrowed AS MATERIALIZED (
      SELECT c.id, c.file_id, c.search FROM q, knowledge_chunks c
      WHERE (SELECT count(*) FROM candidates) >= ${RANKED_CANDIDATES} AND q.pairs IS NOT NULL
        AND c.chatbot_id = ${chatbotId} AND c.search @@ q.pairs
      LIMIT ${RANKED_CANDIDATES}
    ), best AS (
      SELECT t.id, t.file_id, ts_rank(t.search, q.query, 1)::float8 AS rank
      FROM q, (SELECT * FROM candidates UNION SELECT * FROM narrowed) AS t
      ORDER BY rank DESC, t.id
      LIMIT ${limit}
    )
    SELECT b.id, b.file_id, f.original_name AS file_name, c.content, b.rank
    FROM best b JOIN knowledge_chunks c ON c.id = b.id JOIN knowledge_files f ON f.id = b.file_id
    ORDER BY b.rank DESC, b.id`);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function chunksById(db: Database, chatbotId: string, ids: readonly number[]): Promise<ChunkRow[]> {
  const result = await db.execute<ChunkRow>(sql`
    SELECT c.id, c.file_id, f.original_name AS file_name, c.content, 0::float8 AS rank
    FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id
    WHERE c.chatbot_id = ${chatbotId} AND c.id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}
