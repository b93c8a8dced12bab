import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { escapeIdentifier } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ArchiveManifest, ArchiveTable } from './archiveManifest';
import { type Entry, openEntry, type ZipFile } from './archiveReader';
import {
  type CatalogTable,
  listSequences,
  listTables,
  quotedColumns,
  quotedTable,
  tableName,
} from './databaseCatalog';
import { RestoreRefusedError } from './restoreChecks';

/**
 * Readies the migrated, empty schema for the archive's rows, inside the restore's transaction:
 * triggers and foreign keys off until it ends (session_replication_role = replica, local to the
 * transaction), then every table emptied of the rows the migrations wrote (the plans, the price
 * card: the archive has them, as they were). Safe because the archive is one consistent snapshot:
 * every foreign key held in it, so it holds again once every table is loaded, whatever the order;
 * and the rows the triggers would derive (audience counters, the activity backlog) are in the
 * archive already, as they were: firing them again would count twice. Unique keys stay checked.
 */
export async function prepareTables(client: pg.ClientBase): Promise<Map<string, CatalogTable>> {
  try {
    await client.query('SET LOCAL session_replication_role = replica');
  } catch (error) {
    throw new Error(
      `le rôle PostgreSQL ne peut pas désactiver les déclencheurs le temps du chargement (${(error as Error).message}) : ` +
        'restaurez avec un superutilisateur, ou accordez-lui GRANT SET ON PARAMETER session_replication_role.',
      { cause: error },
    );
  }
  const tables = await listTables(client);
  await client.query(`TRUNCATE ${tables.map(quotedTable).join(', ')}`);
  return new Map(tables.map((table) => [tableName(table), table]));
}

/**
 * Loads one table's entry with COPY FROM, streamed. Its bytes must hash as the manifest says and
 * give its row count: a damaged entry fails the restore's transaction.
 */
export async function loadTable(
  client: pg.ClientBase,
  zip: ZipFile,
  entry: Entry,
  archived: ArchiveTable,
  schema: Map<string, CatalogTable>,
): Promise<void> {
  const table = schema.get(archived.name);
  if (!table) throw new Error(`la table ${archived.name} de l'archive n'existe pas dans le schéma migré`);
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const copy = client.query(
    copyFrom(`COPY ${quotedTable(table)} (${quotedColumns(archived.columns)}) FROM STDIN`),
  );
  await pipeline(await openEntry(zip, entry), tap, copy);
  if (hash.digest('hex') !== archived.sha256 || copy.rowCount !== archived.rows)
    throw new RestoreRefusedError(
      `l'archive est abîmée : les données de ${archived.name} ne sont pas celles que le manifeste décrit ` +
        `(${copy.rowCount} lignes lues, ${archived.rows} attendues).`,
    );
}

/**
 * Once every row is in: each sequence a column owns goes on after that column's largest value (a
 * new row never reuses an id), the others take the value the archive kept.
 */
export async function resetSequences(client: pg.ClientBase, manifest: ArchiveManifest): Promise<number> {
  const archived = new Map(manifest.sequences.map((sequence) => [sequence.name, sequence.lastValue]));
  const sequences = await listSequences(client);
  for (const sequence of sequences) {
    const name = `${escapeIdentifier(sequence.schema)}.${escapeIdentifier(sequence.name)}`;
    if (sequence.owner) {
      const { schema, table, column } = sequence.owner;
      await client.query(
        `SELECT setval($1::regclass, coalesce(max(${escapeIdentifier(column)}), $2), max(${escapeIdentifier(column)}) IS NOT NULL)
         FROM ${quotedTable({ schema, name: table })}`,
        [name, sequence.startValue],
      );
    } else {
      const value = archived.get(tableName(sequence));
      if (value !== undefined) await client.query('SELECT setval($1::regclass, $2)', [name, value]);
    }
  }
  return sequences.length;
}
