import { openFileStorage } from '../../lib/files/openFileStorage';
import { count, megabytes } from '../adminFormat';
import type { AdminServices } from '../openAdminServices';
import { checkStoredFiles } from './checkStoredFiles';

export const filesCheckUsage =
  'files-check   (fichiers nommés par la base mais absents du stockage, et l’inverse)';

/**
 * Lists the files the database names but the store lacks, then the store's files the database
 * does not name, on the store this install uses (the local folder, or S3 when S3_BUCKET is set).
 * Fails (exit code 1) when a named file is missing: after files-to-store, before switching a
 * production install to the bucket, it must say nothing is missing.
 */
export async function filesCheckCommand(_args: string[], { config, database }: AdminServices): Promise<void> {
  const store = openFileStorage(config);
  await store.check();
  const where = config.storage ? `le bucket ${config.storage.bucket}` : `le dossier ${config.dataDir}/files`;
  console.log(`Vérification des fichiers de ${where}.`);
  const check = await checkStoredFiles(database.db, store, config.publicUrl);
  console.log(`Fichiers nommés par la base mais absents du stockage : ${count(check.missing.length)}`);
  for (const file of check.missing) console.log(`  - ${file.key}   (${file.sources.join(', ')})`);
  console.log(`Fichiers du stockage que la base ne nomme pas : ${count(check.unnamed.length)}`);
  for (const file of check.unnamed) console.log(`  - ${file.key}   (${megabytes(file.size)})`);
  console.log(
    `Terminé : ${count(check.named)} fichiers nommés par la base, ${count(check.stored)} dans le stockage, ` +
      `${count(check.missing.length)} manquants, ${count(check.unnamed.length)} que la base ne nomme pas.`,
  );
  if (check.missing.length > 0)
    throw new Error(`${count(check.missing.length)} fichiers nommés par la base manquent dans le stockage.`);
}
