import type { FileStorage } from './fileStorage';
import type { S3StorageConfig } from './storageConfig';

/** Files in an S3-compatible bucket (issue 25). TODO(helper storage): the implementation. */
export function createS3FileStorage(_config: S3StorageConfig): FileStorage {
  throw new Error('S3 storage is not built yet');
}
