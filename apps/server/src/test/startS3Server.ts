import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { S3StorageConfig } from '../lib/files/storageConfig';

/**
 * A local S3-compatible server (s3rver, from the npm registry) for the tests of issue 25: a bucket
 * 'griot' in a temporary folder, on a free loopback port, with s3rver's fixed credentials. It runs
 * in a child process (s3rverProcess.mjs says why), stopped by close() or with the test's process.
 */
export async function startS3Server(): Promise<{
  storage: S3StorageConfig;
  /** The same store as environment variables, for a Griot process started by a test. */
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'griot-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rverProcess.mjs'), directory],
    { cwd: path.resolve(import.meta.dirname, '..', '..', '..', '..'), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
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
      child.stdin.end();
      await exited;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
