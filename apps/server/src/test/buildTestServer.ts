import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@griot/i18n/runtimeCompiler';
import { useLocalizedZodErrors } from '@griot/contract/zodErrors';
import type { Database } from '@griot/db/openDatabase';
import { loadEveryLanguage } from '@griot/i18n/texts';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Services } from '../api/appContext';
import { buildServer } from '../app/buildServer';
import { createAppRuntime } from '../app/createAppRuntime';
import { type Config, loadRuntimeConfig } from '../lib/config';
import { createLogger } from '../lib/createLogger';
import type { FileStorage } from '../lib/files/fileStorage';
import { openFileStorage } from '../lib/files/openFileStorage';
import { createMailer } from '../lib/mailer';
import type { Runtime } from '../runtime/runtime';
import { createTestDatabase, type TestDatabase } from './createTestDatabase';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  pool: pg.Pool;
  services: Services;
  config: Config;
  runtime: Runtime;
  /** Where this server's mails land (no SMTP in tests). */
  outboxDir: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Every log line of this server, at debug level (tests that read the logs). */
  logDestination?: DestinationStream;
  /** A database made beforehand (e.g. one migrated from an older schema), dropped on close. */
  database?: TestDatabase;
  /**
   * The file store, when a test wraps one; otherwise the one the config names, as in production:
   * `buildTestServer({ storage: s3.storage })` runs on an S3-compatible server (startS3Server).
   */
  files?: FileStorage;
}

/** The real server (every route, real PostgreSQL of its own) for `app.inject` tests. */
export async function buildTestServer(
  overrides: Partial<Config> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  useLocalizedZodErrors();
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-test-data-'));
  const config = testConfig(dataDir, database.connectionString, overrides);
  const log = options.logDestination
    ? createLogger('debug', options.logDestination)
    : createLogger(config.logLevel);
  const outboxDir = path.join(dataDir, 'outbox');
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir,
    log: options.logDestination ? (message) => log.info(message) : () => {},
  });
  const files = options.files ?? openFileStorage(config);
  const runtime = createAppRuntime({ ...database, config, log });
  const services: Services = { db: database.db, config, log, mailer, files, runtime };
  const app = await buildServer(services);
  // As startGriot: every language loaded before the first request.
  await loadEveryLanguage();
  await app.ready();
  await runtime.start();
  return {
    app,
    db: database.db,
    pool: database.pool,
    services,
    config,
    outboxDir,
    runtime,
    close: async () => {
      await app.close();
      await runtime.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The configuration of a test server: its own data dir and database, secrets made up per run. */
export function testConfig(dataDir: string, databaseUrl: string, overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    publicUrl: 'http://griot.test',
    secretKey: randomBytes(32),
    smtpUrl: undefined,
    mailFrom: 'Griot <no-reply@griot.test>',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    webDistDir: undefined,
    trustProxy: false,
    metricsToken: undefined,
    commerceUrl: undefined,
    commerceSharedKey: undefined,
    runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', workers: 1 },
    // The tests' own calls keep this process's loop busy: a 503 would be the test's load, not the app's.
    overloadGuard: false,
    ...overrides,
  };
}

/**
 * Registers beforeAll/afterAll for a test file that shares one server: returns a getter, valid
 * inside tests.
 */
export function useTestServer(
  overrides: Partial<Config> = {},
  options: TestServerOptions = {},
): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await buildTestServer(overrides, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the test server is not ready: use it inside a test');
    return server;
  };
}
