import { END_USER_ROW_TAGS } from '@griot/contract/endUsers/endUserSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

export interface RowTags {
  /** The first END_USER_ROW_TAGS tags, alphabetical. */
  tags: string[];
  /** How many tags the end-user wears in all. */
  tagCount: number;
}

const NO_TAGS: RowTags = { tags: [], tagCount: 0 };

/**
 * The tags of a page of the list, in one aggregate over the page's ids (the primary key
 * (end_user_id, tag) serves it): each end-user's first tags and their count, never a query per row.
 * Whoever wears none is absent from the map; `tagsOf` reads it.
 */
export async function readRowTags(
  db: Database,
  endUserIds: readonly string[],
): Promise<Map<string, RowTags>> {
  const found = new Map<string, RowTags>();
  if (endUserIds.length === 0) return found;
  const rows = await db.execute<{ end_user_id: string; tags: string[]; tag_count: number }>(sql`
    SELECT end_user_id, (array_agg(tag ORDER BY lower(tag), tag))[1:${END_USER_ROW_TAGS}] AS tags,
           count(*)::int AS tag_count
    FROM end_user_tags WHERE end_user_id = ANY(${`{${endUserIds.join(',')}}`}::uuid[])
    GROUP BY end_user_id`);
  for (const row of rows.rows) found.set(row.end_user_id, { tags: row.tags, tagCount: row.tag_count });
  return found;
}

export function tagsOf(found: Map<string, RowTags>, endUserId: string): RowTags {
  return found.get(endUserId) ?? NO_TAGS;
}
