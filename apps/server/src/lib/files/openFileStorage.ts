import path from 'node:path';
import type { FileStorage } from './fileStorage';
import { createLocalFileStorage } from './localFileStorage';
import { createS3FileStorage } from './s3FileStorage';
import type { S3StorageConfig } from './storageConfig';

/**
 * The store this process uses: the S3-compatible store when S3_BUCKET is set, else DATA_DIR/files.
 * Every entry point (the server, the admin CLI, the knowledge worker, the tests) opens it here.
 */
export function openFileStorage(config: { dataDir: string; storage?: S3StorageConfig }): FileStorage {
  return config.storage
    ? createS3FileStorage(config.storage)
    : createLocalFileStorage(path.join(config.dataDir, 'files'));
}
