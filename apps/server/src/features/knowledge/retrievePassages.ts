import type { Passage } from '@griot/contract/knowledge/knowledgeSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The chunks of a chatbot's knowledge that best match a question, by French full-text rank: the
 * question's stemmed words (French stop words dropped) are OR-ed, so a paraphrase that shares a
 * few words with the answer still finds it. ts_rank grows with each distinct word matched and
 * little with repetitions (a catalogue repeating one word does not outrank the answer), and is
 * divided by the log of the chunk's length.
 */
export async function retrievePassages(
  db: Database,
  chatbotId: string,
  question: string,
  limit = 4,
): Promise<Passage[]> {
  const result = await db.execute<{ file_name: string; content: string; rank: number }>(sql`
    WITH q AS (
      SELECT to_tsquery('simple', string_agg(quote_literal(lexeme), ' | ')) AS query
      FROM unnest(tsvector_to_array(to_tsvector('french', ${question.slice(0, 2000)}))) AS lexeme
    )
    SELECT f.original_name AS file_name, c.content, ts_rank(c.search, q.query, 1)::float8 AS rank
    FROM q, knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id
    WHERE q.query IS NOT NULL AND c.chatbot_id = ${chatbotId} AND c.search @@ q.query
    ORDER BY rank DESC, c.id
    LIMIT ${limit}`);
  return result.rows.map((row) => ({ fileName: row.file_name, excerpt: row.content, rank: row.rank }));
}
