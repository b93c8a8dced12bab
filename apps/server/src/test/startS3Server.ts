import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../lib/files/storageConfig';

/**
 * A local S3-compatible server (s3rver, from the npm registry) for the tests of issue 25: a bucket
 * 'griot' in a temporary folder, on a free loopback port, with s3rver's fixed credentials.
 */
export async function startS3Server(): Promise<{
  storage: S3StorageConfig;
  /** The same store as environment variables, for a Griot process started by a test. */
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'griot-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'griot', configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage: S3StorageConfig = {
    bucket: 'griot',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    signedUrls: false,
    signedUrlSeconds: 3600,
  };
  return {
    storage,
    env: {
      S3_BUCKET: 'griot',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
