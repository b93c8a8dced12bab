import path from 'node:path';
import { openFileStorage } from '../../lib/files/openFileStorage';
import { count, megabytes } from '../adminFormat';
import type { AdminServices } from '../openAdminServices';
import { copyFilesToStore } from './copyFilesToStore';

export const filesToStoreUsage =
  'files-to-store   (copie DATA_DIR/files dans le stockage S3 configuré ; relançable, vérifié)';

/**
 * Moving an install to an S3-compatible store (issue 25): every file of DATA_DIR/files copied to
 * the bucket S3_BUCKET names, verified, with progress lines and a summary. Run it before starting
 * Griot with S3_BUCKET set (or again after, to copy what the old folder received meanwhile): the
 * local folder is left as it is. Fails (exit code 1) when any file could not be copied.
 */
export async function filesToStoreCommand(_args: string[], { config }: AdminServices): Promise<void> {
  if (!config.storage)
    throw new Error(
      "S3_BUCKET n'est pas défini : cette commande copie DATA_DIR/files vers le stockage S3 que " +
        'nomment S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY. Définissez-les, puis relancez.',
    );
  const target = openFileStorage(config);
  await target.check();
  const source = path.join(config.dataDir, 'files');
  const where = `${config.storage.bucket}${config.storage.endpoint ? ` (${config.storage.endpoint})` : ''}`;
  console.log(`Copie de ${source} vers le bucket ${where}.`);
  const summary = await copyFilesToStore(source, target, (line) => console.log(line));
  console.log(
    `Terminé : ${count(summary.files)} fichiers (${megabytes(summary.bytes)}) : ${count(summary.copied)} copiés et vérifiés, ` +
      `${count(summary.skipped)} déjà présents à l'identique, ${count(summary.failed.length)} en échec.`,
  );
  if (summary.failed.length > 0)
    throw new Error(
      `${count(summary.failed.length)} fichiers n'ont pas été copiés (voir les lignes « Échec » ci-dessus). ` +
        'Relancez la commande : les fichiers déjà copiés seront sautés.',
    );
}
