import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { startWhatsAppFake, type WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/createTestDatabase';
import { startS3Server } from '../test/startS3Server';
import { newDataDir, type ServerProcess, startServerProcess } from './serverProcess';
import { ACCESS_TOKEN, APP_SECRET } from './whatsAppWorld';

/**
 * Two Griot hosts as the README's 'Deploying' describes them: two real server processes (`npm
 * start`'s command) with data dirs of their own, on one PostgreSQL, with the same SECRET_KEY and
 * one S3-compatible store (s3rver, the S3_* variables), a Graph fake in front of both.
 *
 * Host A serves the API and the webhooks only (RUNTIME_ENABLED=false); host B also runs the
 * workers (conversations, GRIOT IA's knowledge). So whatever A is handed, the background work on
 * it is B's: a file A stored is read back by B, and a message A received is written by B.
 */
export class MultiHostWorld {
  store!: Awaited<ReturnType<typeof startS3Server>>;
  database!: TestDatabase;
  fake!: WhatsAppFake;
  /** The API host: uploads and webhooks go to it. */
  a!: ServerProcess;
  /** The worker host: what A was given is read, served and answered from here. */
  b!: ServerProcess;
  private readonly dataDirs: string[] = [];

  async start(): Promise<void> {
    // Each part kept as it comes up, so stop() closes what started even if another part failed.
    await Promise.all([
      startS3Server().then((store) => {
        this.store = store;
      }),
      createTestDatabase().then((database) => {
        this.database = database;
      }),
      startWhatsAppFake({ appSecret: APP_SECRET, accessToken: ACCESS_TOKEN }).then((fake) => {
        this.fake = fake;
      }),
    ]);
    // What every host shares: the database, the key of the channel secrets, the store.
    const shared = {
      ...this.store.env,
      SECRET_KEY: randomBytes(32).toString('hex'),
      GRAPH_API_URL: this.fake.url,
      WHATSAPP_APP_SECRET: APP_SECRET,
    };
    const host = (name: string, extra: Record<string, string>) => {
      const dataDir = newDataDir(`griot-host-${name}-`);
      this.dataDirs.push(dataDir);
      return startServerProcess({
        databaseUrl: this.database.connectionString,
        dataDir,
        extra: { ...shared, ...extra },
        upWithinMs: 180_000,
      });
    };
    await Promise.all([
      host('a', { RUNTIME_ENABLED: 'false' }).then((a) => {
        this.a = a;
      }),
      host('b', { RUNTIME_WORKERS: '1' }).then((b) => {
        this.b = b;
      }),
    ]);
  }

  async stop(): Promise<void> {
    await Promise.all([this.a?.kill('SIGTERM'), this.b?.kill('SIGTERM')]);
    await this.fake?.close();
    await this.database?.drop();
    await this.store?.close();
    for (const dir of this.dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A MultiHostWorld started before the file's tests and torn down after them. */
export function useMultiHostWorld(): MultiHostWorld {
  const world = new MultiHostWorld();
  beforeAll(() => world.start(), 240_000);
  afterAll(() => world.stop(), 60_000);
  return world;
}
