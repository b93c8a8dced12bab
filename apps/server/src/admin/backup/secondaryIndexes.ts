import type pg from 'pg';

/** An index dropped for the load, and the statement that builds it again. */
export interface DeferredIndex {
  name: string;
  definition: string;
}

/**
 * Inside the restore's transaction, before the load: drops the public schema's indexes that back no
 * constraint (the searches' trigram indexes, the secondary B-trees), as pg_restore does: a COPY into
 * an indexed table updates every index row by row, which is much slower than building the index
 * once over the loaded rows (bench:backup's million end-users: 337 s rather than 491 s, on a
 * loaded 2-core machine). Primary keys, unique constraints and the indexes foreign keys lean on stay.
 */
export async function dropSecondaryIndexes(client: pg.ClientBase): Promise<DeferredIndex[]> {
  const { rows } = await client.query<DeferredIndex>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
    ORDER BY 1`);
  for (const index of rows) await client.query(`DROP INDEX ${index.name}`);
  return rows;
}

/** After the load, in the same transaction: every dropped index built again, as it was defined. */
export async function rebuildIndexes(
  client: pg.ClientBase,
  indexes: readonly DeferredIndex[],
): Promise<void> {
  // Each build sorts its rows in memory when they fit: more than the default 64 MB, for this session.
  await client.query("SET LOCAL maintenance_work_mem = '256MB'");
  for (const index of indexes) await client.query(index.definition);
}
