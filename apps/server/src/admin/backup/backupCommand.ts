import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openFileStorage } from '../../lib/files/openFileStorage';
import { count, megabytes } from '../adminFormat';
import type { AdminServices } from '../openAdminServices';
import { writeBackup } from './writeBackup';

export const backupUsage =
  'backup --out FICHIER.zip   (la base en un instantané, les fichiers locaux et la clé ; serveur arrêté ou non)';

/**
 * `npm run admin -- backup --out FILE`: one archive to restore this install from (writeBackup),
 * next to a running server or alone. Never overwrites a file: a schedule names each by its date.
 */
export async function backupCommand(args: string[], { config, database }: AdminServices): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  if (!values.out)
    throw new Error('Indiquez le fichier à écrire : backup --out /chemin/griot-AAAA-MM-JJ.zip');
  const outFile = path.resolve(values.out);
  if (fs.existsSync(outFile))
    throw new Error(`${outFile} existe déjà : choisissez un autre nom (la date du jour, par exemple).`);
  if (!fs.existsSync(path.dirname(outFile)))
    throw new Error(`Le dossier ${path.dirname(outFile)} n'existe pas.`);
  const started = performance.now();
  console.log(`Sauvegarde vers ${outFile}.`);
  const { manifest, archiveBytes } = await writeBackup(
    {
      pool: database.pool,
      files: openFileStorage(config),
      storage: config.storage,
      secretKey: config.secretKey,
    },
    outFile,
    (line) => console.log(line),
  );
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const files =
    manifest.store.kind === 'local'
      ? `${count(manifest.store.files)} fichiers (${megabytes(manifest.store.bytes)})`
      : `fichiers laissés dans le bucket ${manifest.store.bucket}`;
  console.log(
    `Sauvegarde terminée en ${((performance.now() - started) / 1000).toFixed(1)} s : ${outFile} (${megabytes(archiveBytes)}), ` +
      `${count(manifest.tables.length)} tables, ${count(rows)} lignes, ${files}, ${manifest.migrations.count} migrations ` +
      `(${manifest.migrations.lastTag ?? manifest.migrations.lastHash}). Elle contient la clé des jetons et des données personnelles : ` +
      'gardez-la chiffrée ou à accès restreint.',
  );
}
