import { shippedMigrations } from '@griot/db/migrateInTransaction';
import type pg from 'pg';
import type { FileStorage } from '../../lib/files/fileStorage';
import { ARCHIVE_ENTRIES, ARCHIVE_FORMAT, type ArchiveManifest, manifestSchema } from './archiveManifest';
import { archiveEntries, type Entry, openArchive, readEntryText, type ZipFile } from './archiveReader';
import { listTables, quotedTable, tableName } from './databaseCatalog';

/** Refused before anything changed: the restore's own words for the operator. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(`Restauration refusée : ${message} Rien n'a été modifié.`);
    this.name = 'RestoreRefusedError';
  }
}

/** The archive opened for its index: the manifest read and checked, the files' index located. */
export interface OpenedArchive {
  zip: ZipFile;
  manifest: ArchiveManifest;
  fileIndex: Entry | undefined;
}

/**
 * Opens the archive and reads its manifest (the last entry: the central directory is walked, no
 * data read). A file cut short has lost its central directory: refused here, before anything.
 */
export async function openBackup(file: string): Promise<OpenedArchive> {
  let zip: ZipFile;
  try {
    zip = await openArchive(file);
  } catch (error) {
    throw new RestoreRefusedError(
      `l'archive ${file} est illisible ou incomplète (coupée pendant l'écriture ou la copie ?) : ${(error as Error).message}.`,
    );
  }
  let manifestEntry: Entry | undefined;
  let fileIndex: Entry | undefined;
  for await (const entry of archiveEntries(zip)) {
    if (entry.fileName === ARCHIVE_ENTRIES.manifest) manifestEntry = entry;
    if (entry.fileName === ARCHIVE_ENTRIES.fileIndex) fileIndex = entry;
  }
  if (!manifestEntry) {
    zip.close();
    throw new RestoreRefusedError(
      `${file} n'est pas une sauvegarde Griot (pas de ${ARCHIVE_ENTRIES.manifest}).`,
    );
  }
  const parsed = manifestSchema.safeParse(
    await readEntryText(zip, manifestEntry, 50_000_000).then(
      (text) => JSON.parse(text) as unknown,
      () => undefined,
    ),
  );
  if (!parsed.success) {
    zip.close();
    throw new RestoreRefusedError(
      `${file} n'est pas une sauvegarde Griot lisible par cette version (manifeste « ${ARCHIVE_FORMAT} » attendu).`,
    );
  }
  return { zip, manifest: parsed.data, fileIndex };
}

/**
 * The archive's schema must be one this code can build: its migrations a prefix of the ones
 * shipped here. An archive from a newer Griot (more migrations, or another last one) is refused.
 */
export function checkArchiveMigrations(manifest: ArchiveManifest): void {
  const shipped = shippedMigrations();
  const { count, lastHash, lastTag } = manifest.migrations;
  const same = shipped[count - 1];
  if (count > shipped.length || same?.hash !== lastHash)
    throw new RestoreRefusedError(
      `l'archive vient de Griot ${manifest.griotVersion}, dont la base a ${count} migrations ` +
        `(la dernière : ${lastTag ?? 'inconnue ici'}) ; ce code en connaît ${shipped.length}, ` +
        `jusqu'à ${shipped.at(-1)?.tag}. Restaurez avec une version de Griot au moins aussi récente que l'archive.`,
    );
}

/**
 * Inside the restore's transaction, once it holds the migration lock: the database must hold no
 * row in any table, and no migration beyond the archive's. A database Griot has started on once
 * holds the rows its migrations write (the plans, the price card): not empty either.
 */
export async function checkDatabaseEmpty(client: pg.ClientBase, manifest: ArchiveManifest): Promise<void> {
  const filled: string[] = [];
  for (const table of await listTables(client)) {
    const { rows } = await client.query<{ filled: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${quotedTable(table)}) AS filled`,
    );
    if (rows[0]?.filled && table.schema === 'public') filled.push(tableName(table));
  }
  if (filled.length > 0)
    throw new RestoreRefusedError(
      `la base de données n'est pas vide (${filled.length} tables ont des lignes : ${filled.slice(0, 5).join(', ')}` +
        `${filled.length > 5 ? '…' : ''}). Restaurez dans une base vide : un DATA_DIR neuf, ou une base ` +
        'PostgreSQL créée pour l’occasion, sans y avoir démarré Griot.',
    );
  // A failed statement would end the transaction: the bookkeeping table's presence is asked first.
  const { rows: bookkeeping } = await client.query<{ found: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found",
  );
  const applied = bookkeeping[0]?.found
    ? ((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))
        .rows[0]?.n ?? 0)
    : 0;
  if (applied > manifest.migrations.count)
    throw new RestoreRefusedError(
      `la base a déjà le schéma de ${applied} migrations, plus récent que celui de l'archive (${manifest.migrations.count}). ` +
        'Restaurez dans une base créée pour l’occasion.',
    );
}

/** When the archive holds files, the store they go to must hold none. */
export async function checkStoreEmpty(files: FileStorage, where: string): Promise<void> {
  for await (const file of files.list()) {
    throw new RestoreRefusedError(
      `${where} contient déjà des fichiers (${file.key}…). Restaurez dans un DATA_DIR neuf (ou un bucket vide).`,
    );
  }
}
