import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openFileStorage } from '../../lib/files/openFileStorage';
import { count, megabytes } from '../adminFormat';
import type { AdminServices } from '../openAdminServices';
import { restoreArchive } from './restoreArchive';

export const restoreUsage =
  'restore --from FICHIER.zip   (dans une base et un DATA_DIR vides seulement ; serveur arrêté)';

/**
 * `npm run admin -- restore --from FILE`: an archive of `backup` brought back into an empty database
 * and data dir (restoreArchive). Start Griot afterwards: it applies the migrations newer than the
 * archive's, as after any upgrade.
 */
export async function restoreCommand(args: string[], { config, database }: AdminServices): Promise<void> {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
  if (!values.from)
    throw new Error('Indiquez l’archive à restaurer : restore --from /chemin/griot-AAAA-MM-JJ.zip');
  const fromFile = path.resolve(values.from);
  if (!fs.existsSync(fromFile)) throw new Error(`${fromFile} n'existe pas.`);
  if (database.embedded && !database.embedded.owned)
    throw new Error('Un serveur Griot tourne sur ce DATA_DIR : arrêtez-le avant de restaurer.');
  const started = performance.now();
  const filesWhere = config.storage
    ? `le bucket ${config.storage.bucket}`
    : `le dossier ${path.join(config.dataDir, 'files')}`;
  console.log(`Restauration de ${fromFile}.`);
  const summary = await restoreArchive(
    {
      pool: database.pool,
      files: openFileStorage(config),
      filesWhere,
      dataDir: config.dataDir,
      secretKey: config.secretKey,
      secretKeyFromEnvironment: Boolean(process.env.SECRET_KEY?.trim()),
    },
    fromFile,
    (line) => console.log(line),
  );
  const { store } = summary.manifest;
  if (store.kind === 's3') {
    console.log(store.note);
    if (config.storage?.bucket !== store.bucket)
      console.log(
        `Pour les servir, démarrez Griot avec S3_BUCKET=${store.bucket}` +
          `${store.endpoint.startsWith('AWS') ? '' : ` et S3_ENDPOINT=${store.endpoint}`} (et ses identifiants).`,
      );
  }
  if (summary.keyRestored)
    console.log('La clé des jetons de l’archive a été écrite dans DATA_DIR/secret.key.');
  console.log(
    `Restauration terminée en ${((performance.now() - started) / 1000).toFixed(1)} s : ${count(summary.manifest.tables.length)} tables, ` +
      `${count(summary.rows)} lignes, ${count(summary.files)} fichiers (${megabytes(summary.bytes)}). ` +
      'Démarrez Griot : il appliquera les migrations plus récentes que l’archive.',
  );
}
