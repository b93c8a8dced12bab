import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ZipFile } from 'yazl';
import { FileNotFoundError, type FileStorage } from '../../lib/files/fileStorage';
import type { S3StorageConfig } from '../../lib/files/storageConfig';
import { count, megabytes, throttled } from '../adminFormat';
import {
  ARCHIVE_ENTRIES,
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type ArchiveManifest,
  type ArchiveTable,
  griotVersion,
  secretKeyFingerprint,
} from './archiveManifest';
import { listSequences, listTables, quotedColumns, quotedTable, tableName } from './databaseCatalog';
import { readAppliedMigrations } from './migrationState';

export interface BackupSources {
  pool: pg.Pool;
  files: FileStorage;
  /** Set when the files live in an S3 store: the archive names it instead of holding them. */
  storage: S3StorageConfig | undefined;
  secretKey: Buffer;
}

export interface BackupSummary {
  manifest: ArchiveManifest;
  archiveBytes: number;
}

/**
 * Writes one ZIP archive at `outFile`: every table (public schema and drizzle's migrations) as
 * COPY data, all read inside one REPEATABLE READ, READ ONLY transaction (one snapshot: the rows fit
 * together as they did at one instant, even next to a running server, which goes on meanwhile),
 * then the files of the local folder (an S3 store's are left where they are and named), the secret
 * key, and the manifest. Memory stays bounded: each table and each file is streamed into the ZIP,
 * one after another. Written under a temporary name and renamed at the end: a backup that fails
 * or is stopped leaves no file that looks complete.
 */
export async function writeBackup(
  sources: BackupSources,
  outFile: string,
  log: (line: string) => void,
): Promise<BackupSummary> {
  const partial = `${outFile}.part`;
  const index = `${outFile}.files.part`;
  const zip = new ZipFile();
  // The archive holds the database and the key: readable by its owner only.
  const written = pipeline(zip.outputStream as Readable, createWriteStream(partial, { mode: 0o600 }));
  const failed = new Promise<never>((_resolve, reject) => {
    written.catch(reject);
    zip.on('error', reject);
  });
  failed.catch(() => undefined);
  const archive = { zip, failed };
  try {
    const database = await copyDatabase(sources.pool, archive, log);
    const store = sources.storage
      ? s3Store(sources.storage, log)
      : await copyFiles(sources.files, archive, index, log);
    zip.addBuffer(Buffer.from(`${sources.secretKey.toString('hex')}\n`), ARCHIVE_ENTRIES.secretKey);
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      griotVersion: griotVersion(),
      createdAt: database.createdAt,
      migrations: database.migrations,
      tables: database.tables,
      sequences: database.sequences,
      store,
      secretKeyFingerprint: secretKeyFingerprint(sources.secretKey),
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), ARCHIVE_ENTRIES.manifest);
    zip.end();
    await Promise.race([written, failed]);
    await fs.rename(partial, outFile);
    return { manifest, archiveBytes: (await fs.stat(outFile)).size };
  } catch (error) {
    zip.outputStream.unpipe();
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.rm(index, { force: true });
  }
}

/** The tables, in one snapshot; the transaction ends before the files are read. */
async function copyDatabase(pool: pg.Pool, archive: Archive, log: (line: string) => void) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    // The snapshot is taken by the transaction's first statement: this one.
    const { rows } = await client.query<{ now: Date }>('SELECT now()');
    const createdAt = (rows[0]?.now ?? new Date()).toISOString();
    const migrations = await readAppliedMigrations(client);
    const catalog = await listTables(client);
    const sequences = (await listSequences(client))
      .filter((sequence) => !sequence.owner && sequence.lastValue !== null)
      .map((sequence) => ({ name: tableName(sequence), lastValue: sequence.lastValue ?? 0 }));
    log(`Base de données : ${count(catalog.length)} tables, instantané du ${createdAt}.`);
    const tables: ArchiveTable[] = [];
    for (const table of catalog) {
      const copy = client.query(
        copyTo(`COPY ${quotedTable(table)} (${quotedColumns(table.columns)}) TO STDOUT`),
      );
      const sha256 = await addHashed(archive, copy, ARCHIVE_ENTRIES.table(tableName(table)), true);
      tables.push({ name: tableName(table), columns: table.columns, rows: copy.rowCount, sha256 });
      if (copy.rowCount >= 10_000) log(`  ${tableName(table)} : ${count(copy.rowCount)} lignes`);
    }
    await client.query('COMMIT');
    const rowsInAll = tables.reduce((sum, table) => sum + table.rows, 0);
    log(`  ${count(rowsInAll)} lignes en tout.`);
    return { createdAt, migrations, tables, sequences };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The ZIP being written, and a promise that rejects as soon as writing it fails (a full disk). */
interface Archive {
  zip: ZipFile;
  failed: Promise<never>;
}

/** Adds `source` as the entry `name`, once the ZIP has taken it whole: its SHA-256. */
async function addHashed(
  archive: Archive,
  source: Readable,
  name: string,
  compress: boolean,
): Promise<string> {
  const hash = createHash('sha256');
  const entry = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  archive.zip.addReadStream(entry, name, { compress });
  // The entry is read now (the one before it is done) and ends once every byte is in the ZIP.
  await Promise.race([Promise.all([pipeline(source, entry), finished(entry)]), archive.failed]);
  return hash.digest('hex');
}

/** The local folder's files, one after the other, each hashed as it goes into the archive. */
async function copyFiles(
  files: FileStorage,
  archive: Archive,
  indexPath: string,
  log: (line: string) => void,
): Promise<ArchiveManifest['store']> {
  const index = createWriteStream(indexPath);
  let copied = 0;
  let bytes = 0;
  const progress = throttled(() => log(`  ${count(copied)} fichiers, ${megabytes(bytes)}`), 5_000);
  for await (const file of files.list()) {
    let opened: Awaited<ReturnType<FileStorage['openRead']>>;
    try {
      opened = await files.openRead(file.key);
    } catch (error) {
      // Removed by the running server since the listing (a deleted chatbot's avatar): not kept.
      if (error instanceof FileNotFoundError) continue;
      throw error;
    }
    // Images, PDF and audio are compressed already: stored as they are, which is faster.
    const sha256 = await addHashed(archive, opened.stream, `${ARCHIVE_ENTRIES.filePrefix}${file.key}`, false);
    index.write(`${JSON.stringify({ key: file.key, size: opened.file.size, sha256 })}\n`);
    copied += 1;
    bytes += opened.file.size;
    progress();
  }
  index.end();
  await finished(index);
  archive.zip.addFile(indexPath, ARCHIVE_ENTRIES.fileIndex);
  log(`Fichiers : ${count(copied)} fichiers (${megabytes(bytes)}) du dossier local.`);
  return { kind: 'local', included: true, files: copied, bytes };
}

function s3Store(storage: S3StorageConfig, log: (line: string) => void): ArchiveManifest['store'] {
  const endpoint = storage.endpoint ?? `AWS (${storage.region})`;
  const note =
    `Les fichiers ne sont pas dans cette archive : ils restent dans le bucket « ${storage.bucket} » ` +
    `(${endpoint}). Sauvegardez ce bucket à part (versionnage ou réplication du fournisseur).`;
  log(note);
  return { kind: 's3', included: false, bucket: storage.bucket, endpoint, note };
}
