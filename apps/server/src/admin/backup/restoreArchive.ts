import fs from 'node:fs/promises';
import path from 'node:path';
import { MIGRATION_LOCK_KEY } from '@griot/db/migrateDatabase';
import { applyMigrationsInTransaction } from '@griot/db/migrateInTransaction';
import type pg from 'pg';
import type { FileStorage } from '../../lib/files/fileStorage';
import { count, megabytes, throttled } from '../adminFormat';
import { ARCHIVE_ENTRIES, type ArchiveManifest, secretKeyFingerprint } from './archiveManifest';
import { archiveEntries, openArchive, readEntryText } from './archiveReader';
import { loadTable, prepareTables, resetSequences } from './loadTables';
import {
  checkArchiveMigrations,
  checkDatabaseEmpty,
  checkStoreEmpty,
  openBackup,
  RestoreRefusedError,
} from './restoreChecks';
import { FileRestorer } from './restoreFiles';
import { dropSecondaryIndexes, rebuildIndexes } from './secondaryIndexes';

export interface RestoreTarget {
  pool: pg.Pool;
  files: FileStorage;
  /** Where the files go, in the operator's words ('le dossier …/files', 'le bucket …'). */
  filesWhere: string;
  dataDir: string;
  /** The key this install uses, and whether SECRET_KEY sets it (else DATA_DIR/secret.key). */
  secretKey: Buffer;
  secretKeyFromEnvironment: boolean;
}

export interface RestoreSummary {
  manifest: ArchiveManifest;
  rows: number;
  files: number;
  bytes: number;
  /** DATA_DIR/secret.key was replaced by the archive's key. */
  keyRestored: boolean;
}

/**
 * Brings an archive of writeBackup back into an empty database and file store. Everything that can
 * be checked first is (the archive readable, its manifest, its migrations known here, the key, the
 * store empty); then, in ONE transaction, holding the migration lock: the database checked empty,
 * migrated up to exactly the archive's schema, every table loaded (triggers and foreign keys off,
 * see prepareTables), each entry checked against the manifest, the sequences reset, the files put
 * into the store and the key written. Any failure rolls it all back and removes the files it wrote:
 * the database and the store are left as they were found, and the restore can be run again.
 */
export async function restoreArchive(
  target: RestoreTarget,
  fromFile: string,
  log: (line: string) => void,
): Promise<RestoreSummary> {
  const { zip: indexZip, manifest, fileIndex } = await openBackup(fromFile);
  const restorer = new FileRestorer(target.files, indexZip, fileIndex);
  const client = await target.pool.connect();
  let keyFile: { path: string; before: string | undefined } | undefined;
  try {
    checkArchiveMigrations(manifest);
    const replaceKey = checkSecretKey(target, manifest);
    if (manifest.store.included) await checkStoreEmpty(target.files, target.filesWhere);
    log(
      `Archive de Griot ${manifest.griotVersion} du ${manifest.createdAt} : ${count(manifest.tables.length)} tables, ` +
        `${count(manifest.migrations.count)} migrations (jusqu'à ${manifest.migrations.lastTag ?? manifest.migrations.lastHash}).`,
    );
    const zip = await openArchive(fromFile);
    await client.query('BEGIN');
    try {
      // Held until the transaction ends: a Griot process starting meanwhile waits, then finds the
      // archive's schema and rows.
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await checkDatabaseEmpty(client, manifest);
      await applyMigrationsInTransaction(client, manifest.migrations.count);
      const schema = await prepareTables(client);
      const indexes = await dropSecondaryIndexes(client);
      const tables = new Map(manifest.tables.map((table) => [ARCHIVE_ENTRIES.table(table.name), table]));
      const loaded = new Set<string>();
      let rows = 0;
      const progress = throttled(
        () => log(`  ${count(restorer.written.length)} fichiers, ${megabytes(restorer.bytes)}`),
        5_000,
      );
      let key: string | undefined;
      for await (const entry of archiveEntries(zip)) {
        const table = tables.get(entry.fileName);
        if (table) {
          await loadTable(client, zip, entry, table, schema);
          loaded.add(table.name);
          rows += table.rows;
          if (table.rows >= 10_000) log(`  ${table.name} : ${count(table.rows)} lignes`);
        } else if (entry.fileName.startsWith(ARCHIVE_ENTRIES.filePrefix) && manifest.store.included) {
          if (restorer.written.length === 0)
            log(`Base chargée : ${count(rows)} lignes. Fichiers vers ${target.filesWhere} :`);
          await restorer.restore(zip, entry);
          progress();
        } else if (entry.fileName === ARCHIVE_ENTRIES.secretKey) {
          key = (await readEntryText(zip, entry, 1_000)).trim();
        }
      }
      zip.close();
      const missing = manifest.tables.filter((table) => !loaded.has(table.name));
      const expectedFiles = manifest.store.included ? manifest.store.files : 0;
      if (missing.length > 0 || restorer.written.length !== expectedFiles)
        throw new RestoreRefusedError(
          `l'archive est incomplète : ${missing.length} tables et ${expectedFiles - restorer.written.length} fichiers manquent.`,
        );
      const indexesStarted = performance.now();
      await rebuildIndexes(client, indexes);
      log(
        `  ${count(indexes.length)} index reconstruits en ${((performance.now() - indexesStarted) / 1000).toFixed(1)} s.`,
      );
      const sequences = await resetSequences(client, manifest);
      log(`  ${count(sequences)} séquences remises après les plus grandes valeurs.`);
      if (replaceKey) keyFile = await writeSecretKey(target.dataDir, key);
      await client.query('COMMIT');
      return {
        manifest,
        rows,
        files: restorer.written.length,
        bytes: restorer.bytes,
        keyRestored: Boolean(keyFile),
      };
    } catch (error) {
      zip.close();
      await client.query('ROLLBACK').catch(() => undefined);
      await restorer.removeWritten();
      if (keyFile) await putBack(keyFile);
      throw error;
    }
  } finally {
    client.release();
    await restorer.close();
    indexZip.close();
  }
}

/**
 * The archive's tokens are encrypted with its key. An install whose key comes from DATA_DIR/secret.key
 * (made when this command opened the new DATA_DIR) takes the archive's; one whose SECRET_KEY differs
 * is refused: its channels could never read their tokens.
 */
function checkSecretKey(target: RestoreTarget, manifest: ArchiveManifest): boolean {
  if (secretKeyFingerprint(target.secretKey) === manifest.secretKeyFingerprint) return false;
  if (target.secretKeyFromEnvironment)
    throw new RestoreRefusedError(
      "SECRET_KEY n'est pas la clé de l'archive : les jetons des canaux seraient illisibles. Retirez SECRET_KEY " +
        `(la clé de l'archive ira dans DATA_DIR/secret.key) ou donnez-lui celle de l'archive (entrée ${ARCHIVE_ENTRIES.secretKey}).`,
    );
  return true;
}

async function writeSecretKey(dataDir: string, key: string | undefined) {
  if (!key || !/^[0-9a-f]{64}$/i.test(key))
    throw new RestoreRefusedError(`l'archive n'a pas de clé ${ARCHIVE_ENTRIES.secretKey} lisible.`);
  const file = path.join(dataDir, 'secret.key');
  const before = await fs.readFile(file, 'utf8').catch(() => undefined);
  await fs.writeFile(file, `${key}\n`, { mode: 0o600 });
  return { path: file, before };
}

async function putBack(keyFile: { path: string; before: string | undefined }): Promise<void> {
  if (keyFile.before === undefined) await fs.rm(keyFile.path, { force: true });
  else await fs.writeFile(keyFile.path, keyFile.before, { mode: 0o600 });
}
