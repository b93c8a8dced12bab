import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The embeddings of a chatbot's chunks, held in this process's memory and compared in JS. The
 * embedded PostgreSQL has no pgvector, and a dot product in SQL (unnest of two real[]) costs about
 * 330 ms over 10,000 chunks of 256 dimensions where a Float32Array scan takes a few milliseconds.
 * A chatbot's matrix is read once and read again when its chunks change: chunk ids only grow, so
 * (count, max id) of the embedded chunks names one set of chunks.
 */
interface Matrix {
  /** The version it was read at. */
  count: number;
  maxId: number;
  rows: number;
  dimensions: number;
  ids: Float64Array;
  vectors: Float32Array;
}

/** Floats kept in all (4 bytes each: 64 MB), least recently used chatbots dropped first. */
const MAX_CACHED_FLOATS = 16_000_000;
const cache = new Map<string, Matrix>();

/** How many of the chatbot's chunks have an embedding, and the newest of their ids. */
export async function embeddedVersion(
  db: Database,
  chatbotId: string,
): Promise<{ count: number; maxId: number }> {
  const result = await db.execute<{ count: number; max_id: number | null }>(sql`
    SELECT count(*)::int AS count, max(id) AS max_id FROM knowledge_chunks
    WHERE chatbot_id = ${chatbotId} AND embedding IS NOT NULL`);
  const row = result.rows[0];
  return { count: row?.count ?? 0, maxId: Number(row?.max_id ?? 0) };
}

/**
 * The `limit` chunks nearest to the (normalised) question vector by cosine, best first; chunks of
 * another dimension (embedded with another model) are left out.
 */
export async function nearestChunks(
  db: Database,
  chatbotId: string,
  version: { count: number; maxId: number },
  question: Float32Array,
  limit: number,
): Promise<{ id: number; similarity: number }[]> {
  const matrix = await loadMatrix(db, chatbotId, version);
  if (matrix.dimensions !== question.length || matrix.rows === 0) return [];
  const { dimensions, vectors, ids } = matrix;
  const best: { id: number; similarity: number }[] = [];
  for (let row = 0; row < matrix.rows; row += 1) {
    let dot = 0;
    const offset = row * dimensions;
    for (let index = 0; index < dimensions; index += 1)
      dot += (vectors[offset + index] ?? 0) * (question[index] ?? 0);
    if (best.length === limit && dot <= (best[limit - 1]?.similarity ?? -Infinity)) continue;
    const entry = { id: ids[row] ?? 0, similarity: dot };
    let at = best.length;
    while (at > 0 && (best[at - 1]?.similarity ?? 0) < dot) at -= 1;
    best.splice(at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best;
}

async function loadMatrix(
  db: Database,
  chatbotId: string,
  version: { count: number; maxId: number },
): Promise<Matrix> {
  const cached = cache.get(chatbotId);
  if (cached && cached.count === version.count && cached.maxId === version.maxId) {
    cache.delete(chatbotId);
    cache.set(chatbotId, cached);
    return cached;
  }
  const result = await db.execute<{ id: number; embedding: number[] }>(sql`
    SELECT id, embedding FROM knowledge_chunks
    WHERE chatbot_id = ${chatbotId} AND embedding IS NOT NULL ORDER BY id`);
  // The dimension most chunks have: a change of model leaves the others out until re-indexed.
  const byDimension = new Map<number, number>();
  for (const row of result.rows)
    byDimension.set(row.embedding.length, (byDimension.get(row.embedding.length) ?? 0) + 1);
  const dimensions = [...byDimension].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const rows = result.rows.filter((row) => row.embedding.length === dimensions);
  const matrix: Matrix = {
    count: version.count,
    maxId: version.maxId,
    rows: rows.length,
    dimensions,
    ids: new Float64Array(rows.length),
    vectors: new Float32Array(rows.length * dimensions),
  };
  for (const [index, row] of rows.entries()) {
    matrix.ids[index] = Number(row.id);
    matrix.vectors.set(row.embedding, index * dimensions);
  }
  cache.delete(chatbotId);
  cache.set(chatbotId, matrix);
  let total = 0;
  for (const entry of cache.values()) total += entry.vectors.length;
  for (const [key, entry] of cache) {
    if (total <= MAX_CACHED_FLOATS || key === chatbotId) break;
    cache.delete(key);
    total -= entry.vectors.length;
  }
  return matrix;
}
