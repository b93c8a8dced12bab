import fs from 'node:fs';
import type { EmbeddedPostgres } from '@griot/db/embeddedPostgres';
import { type DatabaseHandle, ensureDatabaseExists, openDatabase } from '@griot/db/openDatabase';
import { startWhatsAppFake, type WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { afterAll, beforeAll } from 'vitest';
import { newDataDir, type ServerProcess, startOwnPostgres, startServerProcess } from './serverProcess';
import { ACCESS_TOKEN, APP_SECRET } from './whatsAppWorld';

/**
 * A real server process (`npm start`'s command) on a PostgreSQL and a data dir of its own, with a
 * Graph fake that pushes statuses back as Meta does (naming our message id in
 * biz_opaque_callback_data), and a database handle to look inside. Fault tests kill, restart and
 * replace its parts: they are plain fields.
 */
export class FaultWorld {
  pgDir = '';
  pg!: EmbeddedPostgres;
  databaseUrl = '';
  dataDir = '';
  database!: DatabaseHandle;
  fake!: WhatsAppFake;
  server!: ServerProcess;

  constructor(
    private readonly name: string,
    private readonly extraEnv: Record<string, string>,
  ) {}

  /** The environment every start of the server uses (same database, data dir and fake). */
  serverEnv() {
    return {
      databaseUrl: this.databaseUrl,
      dataDir: this.dataDir,
      extra: { GRAPH_API_URL: this.fake.url, WHATSAPP_APP_SECRET: APP_SECRET, ...this.extraEnv },
    };
  }

  async start(): Promise<void> {
    this.pgDir = newDataDir(`griot-${this.name}-pg-`);
    this.pg = await startOwnPostgres(this.pgDir);
    await ensureDatabaseExists(this.pg.connectionString('postgres'), `griot_${this.name}`);
    this.databaseUrl = this.pg.connectionString(`griot_${this.name}`);
    this.dataDir = newDataDir(`griot-${this.name}-data-`);
    this.fake = await startWhatsAppFake({
      appSecret: APP_SECRET,
      accessToken: ACCESS_TOKEN,
      autoStatuses: true,
    });
    this.server = await startServerProcess(this.serverEnv());
    this.database = await openDatabase({
      databaseUrl: this.databaseUrl,
      dataDir: this.dataDir,
      migrate: false,
      log: () => {},
    });
  }

  async stop(): Promise<void> {
    await this.server?.kill('SIGKILL');
    await this.database?.close();
    await this.fake?.close();
    await this.pg?.stop();
    for (const dir of [this.pgDir, this.dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A FaultWorld started before the file's tests and torn down after them. */
export function useFaultWorld(name: string, extraEnv: Record<string, string>): FaultWorld {
  const world = new FaultWorld(name, extraEnv);
  beforeAll(() => world.start(), 120_000);
  afterAll(() => world.stop());
  return world;
}
