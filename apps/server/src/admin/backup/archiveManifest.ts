import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What a backup archive (a ZIP) holds, by entry name. */
export const ARCHIVE_ENTRIES = {
  manifest: 'manifest.json',
  /** One entry per table: its rows as PostgreSQL's COPY text format. */
  table: (qualifiedName: string) => `database/${qualifiedName}.copy`,
  /** One entry per stored file, under its storage key. */
  filePrefix: 'files/',
  /** One JSON line per file entry, in the same order: its key, size and SHA-256. */
  fileIndex: 'files.jsonl',
  /** The key that encrypts the channels' tokens, without which they cannot be read. */
  secretKey: 'secret.key',
} as const;

export const ARCHIVE_FORMAT = 'griot-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

const tableSchema = z.object({
  /** 'public.users', 'drizzle.__drizzle_migrations'. */
  name: z.string(),
  /** The columns copied, in order (generated columns are computed again, never copied). */
  columns: z.array(z.string()).min(1),
  rows: z.number().int().nonnegative(),
  /** Of the entry's bytes: a damaged entry is refused before the transaction commits. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const storeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('local'),
    included: z.literal(true),
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  z.object({
    kind: z.literal('s3'),
    included: z.literal(false),
    bucket: z.string(),
    endpoint: z.string(),
    note: z.string(),
  }),
]);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  griotVersion: z.string(),
  createdAt: z.string(),
  /** drizzle's bookkeeping of the migrations applied: the schema the tables' rows fit. */
  migrations: z.object({
    count: z.number().int().positive(),
    lastTag: z.string().nullable(),
    lastHash: z.string(),
  }),
  tables: z.array(tableSchema),
  /** Sequences no column owns, with their value (an owned one is set from its column's max). */
  sequences: z.array(z.object({ name: z.string(), lastValue: z.number().int() })),
  store: storeSchema,
  /** The first 16 hex digits of the key's SHA-256: tells whether two keys are the same. */
  secretKeyFingerprint: z.string(),
});

export type ArchiveManifest = z.infer<typeof manifestSchema>;
export type ArchiveTable = z.infer<typeof tableSchema>;

/** This code's version, as package.json at the repository's root says it. */
export function griotVersion(): string {
  const file = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Tells two keys apart without saying anything of them: the first 16 hex digits of a SHA-256. */
export function secretKeyFingerprint(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}
