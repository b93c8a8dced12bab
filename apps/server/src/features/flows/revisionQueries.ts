import type { Database } from '@griot/db/openDatabase';
import { blockRevisions } from '@griot/db/schema/blockRevisions';
import { and, desc, eq } from 'drizzle-orm';

export type RevisionRow = typeof blockRevisions.$inferSelect;

/** A kept version as the history lists it. */
export const revisionSummary = (row: RevisionRow) => ({
  revision: row.revision,
  saved_at: row.savedAt.toISOString(),
  elements: row.flow.length,
});

/** The block's kept history, newest first. */
export function listRevisions(db: Database, blockId: string): Promise<RevisionRow[]> {
  return db
    .select()
    .from(blockRevisions)
    .where(eq(blockRevisions.blockId, blockId))
    .orderBy(desc(blockRevisions.revision));
}

export async function findRevision(
  db: Database,
  blockId: string,
  revision: number,
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(blockRevisions)
    .where(and(eq(blockRevisions.blockId, blockId), eq(blockRevisions.revision, revision)));
  return row;
}
