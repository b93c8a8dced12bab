import type pg from 'pg';
import { escapeIdentifier } from 'pg';

/** A table the archive holds: its schema, name and the columns COPY moves. */
export interface CatalogTable {
  schema: string;
  name: string;
  /** Every column but the generated ones (computed again on load), in the table's order. */
  columns: string[];
}

/** 'public.users': the name an archive gives a table. */
export const tableName = (table: { schema: string; name: string }) => `${table.schema}.${table.name}`;

/** The table as SQL names it, quoted. */
export const quotedTable = (table: { schema: string; name: string }) =>
  `${escapeIdentifier(table.schema)}.${escapeIdentifier(table.name)}`;

export const quotedColumns = (columns: readonly string[]) => columns.map(escapeIdentifier).join(', ');

/**
 * Every table of the public schema, and drizzle's bookkeeping of the migrations applied (which
 * says what schema the rows fit), by name. Ordinary tables only: Griot has no view or partitioned
 * table (a partition's rows would be copied from the partition itself).
 */
export async function listTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<CatalogTable>(`
    SELECT n.nspname AS schema, c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE c.relkind = 'r'
      AND (n.nspname = 'public' OR (n.nspname = 'drizzle' AND c.relname = '__drizzle_migrations'))
    GROUP BY n.nspname, c.relname
    ORDER BY n.nspname, c.relname`);
  return rows;
}

/** A sequence of the archived schemas, and the column whose values it gives when one owns it. */
export interface CatalogSequence {
  schema: string;
  name: string;
  lastValue: number | null;
  startValue: number;
  owner: { schema: string; table: string; column: string } | null;
}

/** Sequences of the public schema and drizzle's: serial and identity columns own theirs. */
export async function listSequences(client: pg.ClientBase): Promise<CatalogSequence[]> {
  const { rows } = await client.query<{
    schema: string;
    name: string;
    last_value: number | null;
    start_value: number;
    owner_schema: string | null;
    owner_table: string | null;
    owner_column: string | null;
  }>(`
    SELECT s.schemaname AS schema, s.sequencename AS name, s.last_value, s.start_value,
           owner.nspname AS owner_schema, owner.relname AS owner_table, owner.attname AS owner_column
    FROM pg_sequences s
    LEFT JOIN LATERAL (
      SELECT tn.nspname, t.relname, a.attname::text
      FROM pg_depend d
      JOIN pg_class t ON t.oid = d.refobjid
      JOIN pg_namespace tn ON tn.oid = t.relnamespace
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
        AND d.objid = format('%I.%I', s.schemaname, s.sequencename)::regclass
        AND d.deptype IN ('a', 'i')
      LIMIT 1
    ) owner ON true
    WHERE s.schemaname IN ('public', 'drizzle')
    ORDER BY s.schemaname, s.sequencename`);
  return rows.map((row) => ({
    schema: row.schema,
    name: row.name,
    lastValue: row.last_value === null ? null : Number(row.last_value),
    startValue: Number(row.start_value),
    owner:
      row.owner_schema && row.owner_table && row.owner_column
        ? { schema: row.owner_schema, table: row.owner_table, column: row.owner_column }
        : null,
  }));
}
