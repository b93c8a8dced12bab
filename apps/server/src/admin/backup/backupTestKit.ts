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
