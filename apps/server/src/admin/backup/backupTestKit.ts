import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { escapeIdentifier } from 'pg';
import { ZipFile } from 'yazl';
import { archiveEntries, openArchive, openEntry } from './archiveReader';

/**
 * Tests' archive surgery: a copy of `from` at `to`, entry by entry in the same order, each entry's
 * bytes passed through `change` (a damaged entry, an edited manifest). Reads entries whole: for the
 * tests' small archives only.
 */
export async function rewriteArchive(
  from: string,
  to: string,
  change: (name: string, bytes: Buffer) => Buffer,
): Promise<void> {
  const source = await openArchive(from);
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream as Readable, createWriteStream(to));
  for await (const entry of archiveEntries(source)) {
    const chunks: Buffer[] = [];
    for await (const chunk of await openEntry(source, entry)) chunks.push(chunk as Buffer);
    zip.addBuffer(change(entry.fileName, Buffer.concat(chunks)), entry.fileName);
  }
  source.close();
  zip.end();
  await written;
}

/** Every table of the public schema with its row count: what a restore must give back. */
export async function rowCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${escapeIdentifier(name)}`,
    );
    counts[name] = rows[0]?.n ?? 0;
  }
  return counts;
}

/**
 * Every foreign key of the public schema checked row by row (loaded with triggers off, a restored
 * database has its keys checked by nobody else): the constraints whose child rows name a missing
 * parent, with how many. Rows with a null in the key are skipped, as MATCH SIMPLE does.
 */
export async function brokenForeignKeys(pool: pg.Pool): Promise<Array<{ name: string; rows: number }>> {
  const { rows: keys } = await pool.query<{
    name: string;
    child: string;
    parent: string;
    child_columns: string[];
    parent_columns: string[];
  }>(`
    SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
      (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS child_columns,
      (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS parent_columns
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'`);
  const broken: Array<{ name: string; rows: number }> = [];
  for (const key of keys) {
    const present = key.child_columns
      .map((column) => `c.${escapeIdentifier(column)} IS NOT NULL`)
      .join(' AND ');
    const joined = key.child_columns
      .map(
        (column, index) =>
          `p.${escapeIdentifier(key.parent_columns[index] ?? '')} = c.${escapeIdentifier(column)}`,
      )
      .join(' AND ');
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${key.child} c WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE ${joined})`,
    );
    if ((rows[0]?.n ?? 0) > 0) broken.push({ name: key.name, rows: rows[0]?.n ?? 0 });
  }
  return broken;
}
