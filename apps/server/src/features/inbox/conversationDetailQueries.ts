import type { ConversationNote, episodeSchema } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';

export type Episode = z.output<typeof episodeSchema>;

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

type NoteRow = {
  id: string;
  author_id: string | null;
  author_name: string;
  text: string;
  created_at: string;
};

export function toNote(row: NoteRow): ConversationNote {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** The private notes of a conversation, oldest first. */
export async function listNotes(db: Database, endUserId: string): Promise<ConversationNote[]> {
  const { rows } = await db.execute<NoteRow>(sql`
    SELECT id, author_id, author_name, text, created_at FROM conversation_notes
    WHERE end_user_id = ${endUserId} ORDER BY created_at, id`);
  return rows.map(toNote);
}

/** The running stretch with a person, else the latest one; null when a person never had it. */
export async function currentEpisode(db: Database, endUserId: string): Promise<Episode | null> {
  const { rows } = await db.execute<{
    opened_at: string;
    opened_reason: Episode['opened_reason'];
    first_response_at: string | null;
    resolved_at: string | null;
    first_response_seconds: number | null;
    resolution_seconds: number | null;
  }>(sql`
    SELECT opened_at, opened_reason, first_response_at, resolved_at,
           extract(epoch FROM first_response_at - opened_at)::float8 AS first_response_seconds,
           extract(epoch FROM resolved_at - opened_at)::float8 AS resolution_seconds
    FROM conversation_episodes WHERE end_user_id = ${endUserId}
    ORDER BY resolved_at IS NULL DESC, opened_at DESC, id DESC LIMIT 1`);
  const [row] = rows;
  if (!row) return null;
  return {
    opened_at: new Date(row.opened_at).toISOString(),
    opened_reason: row.opened_reason,
    first_response_at: iso(row.first_response_at),
    resolved_at: iso(row.resolved_at),
    first_response_seconds: row.first_response_seconds === null ? null : Number(row.first_response_seconds),
    resolution_seconds: row.resolution_seconds === null ? null : Number(row.resolution_seconds),
  };
}
