import { shippedMigrations } from '@griot/db/migrateInTransaction';
import type pg from 'pg';
import type { ArchiveManifest } from './archiveManifest';

/**
 * The migrations applied to the database, as drizzle records them (hash and date, no name): how
 * many, and the last one's hash and the tag this code ships under that date (null when this code
 * does not know it: a database migrated by a newer Griot).
 */
export async function readAppliedMigrations(client: pg.ClientBase): Promise<ArchiveManifest['migrations']> {
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  const last = rows.at(-1);
  if (!last) throw new Error("La base n'a aucune migration appliquée : ce n'est pas une base Griot.");
  const shipped = shippedMigrations().find((migration) => migration.createdAt === Number(last.created_at));
  return { count: rows.length, lastTag: shipped?.tag ?? null, lastHash: last.hash };
}
