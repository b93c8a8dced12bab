import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/createTestDatabase';
import { startS3Server } from '../test/startS3Server';
import { newDataDir, spawnServerProcess } from './serverProcess';

/**
 * Griot refuses to start on a file store that does not work (issue 25): the real server process
 * (`npm start`'s command) and the admin CLI, on a real database, with the S3 store's endpoint or
 * credentials wrong. Each must say which store and why in French, never print the secret, and
 * exit 1 rather than serve half-working.
 */
const SECRET = 'not-the-secret-0123456789abcdef';
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
let s3: Awaited<ReturnType<typeof startS3Server>>;
let database: TestDatabase;
const dataDirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  database = await createTestDatabase();
});
afterAll(async () => {
  await s3?.close();
  await database?.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The environment of a store that fails: nothing that refuses is s3rver's fault. */
const wrongStores = () => [
  {
    case: 'an unreachable endpoint',
    env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', S3_SECRET_ACCESS_KEY: SECRET },
    line: /Stockage S3 injoignable : le bucket « griot » sur http:\/\/127\.0\.0\.1:9 ne répond pas.*ECONNREFUSED/,
  },
  {
    // s3rver checks the access key, not the v4 signature: a wrong key id stands for refused credentials.
    case: 'refused credentials',
    env: { ...s3.env, S3_ACCESS_KEY_ID: 'WRONGKEY', S3_SECRET_ACCESS_KEY: SECRET },
    line: new RegExp(
      `Stockage S3 : le bucket « griot » sur ${s3.storage.endpoint} refuse les identifiants.*403`,
    ),
  },
];

/** The exit code, once the process has ended and its output is all read. */
function closeOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

describe('a file store that does not work at start', () => {
  it('stops the server process: a French line naming the store and the reason, exit code 1', {
    timeout: 300_000,
  }, async () => {
    for (const store of wrongStores()) {
      const dataDir = newDataDir('griot-store-start-');
      dataDirs.push(dataDir);
      const server = await spawnServerProcess(
        { databaseUrl: database.connectionString, dataDir, extra: store.env },
        { keepStdout: true },
      );
      const code = await Promise.race([
        closeOf(server.child),
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 150_000)),
      ]);
      if (code === 'still running') server.child.kill('SIGKILL');
      expect(code, store.case).toBe(1);
      const fatal = server
        .stdout()
        .split('\n')
        .filter((line) => line.includes('Griot ne démarre pas'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; reason: string });
      expect(fatal, `${store.case}: ${server.stdout()} ${server.stderr()}`).toHaveLength(1);
      expect(fatal[0]?.msg).toMatch(store.line);
      expect(fatal[0]?.level).toBe(60);
      expect(`${server.stdout()}${server.stderr()}`).not.toContain(SECRET);
    }
  });

  it('stops an admin command before it runs, with the same French reason', { timeout: 120_000 }, async () => {
    const [, refused] = wrongStores();
    if (!refused) throw new Error('no refused-credentials case');
    const dataDir = newDataDir('griot-store-admin-');
    dataDirs.push(dataDir);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/admin/cli.ts', 'prices-list'],
      {
        cwd: repositoryRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: database.connectionString,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...refused.env,
        },
      },
    );
    const closed = closeOf(child);
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    expect(await closed).toBe(1);
    expect(output).toMatch(/^Erreur : Stockage S3 : le bucket « griot » sur .* refuse les identifiants/m);
    expect(output).not.toContain(SECRET);
    expect(output).not.toMatch(/^\s+at /m);
  });
});
