import path from 'node:path';
import type { DatabaseHandle } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../api/appContext';
import { buildServer } from '../app/buildServer';
import { createAppRuntime } from '../app/createAppRuntime';
import type { Config } from '../lib/config';
import { createLogger } from '../lib/createLogger';
import { openFileStorage } from '../lib/files/openFileStorage';
import { createMailer } from '../lib/mailer';

export interface DemoServer {
  /** The whole API, for `app.inject` (it does not listen). */
  app: FastifyInstance;
  /** For one chatbot: resolves once a sender has nothing pending in the inbox nor queued to send. */
  settle(chatbotId: string): (sender: string) => Promise<void>;
  /** Inbox rows pending and messages queued for these chatbots. */
  pendingWork(chatbotIds: string[]): Promise<number>;
  close(): Promise<void>;
}

const STEP_TIMEOUT_MS = 20_000;

/** Polls `check` until it holds; throws `what` after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} (${timeoutMs / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A Griot server inside the admin process, on the admin's database: the admin's configuration,
 * except that WhatsApp sends go to `graphApiUrl` (the fake) and webhooks are signed with `appSecret`.
 */
export async function startDemoServer(
  adminConfig: Config,
  database: Pick<DatabaseHandle, 'db' | 'pool' | 'connectionString'>,
  channel: { graphApiUrl: string; appSecret: string },
): Promise<DemoServer> {
  const config: Config = {
    ...adminConfig,
    webDistDir: undefined,
    runtime: {
      ...adminConfig.runtime,
      graphApiUrl: channel.graphApiUrl,
      whatsappAppSecret: channel.appSecret,
      workers: Math.min(adminConfig.runtime.workers, 2),
      enabled: true,
    },
  };
  const log = createLogger('error');
  const runtime = createAppRuntime({ ...database, config, log });
  const services: Services = {
    db: database.db,
    config,
    log,
    mailer: createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: () => {},
    }),
    files: openFileStorage(config),
    runtime,
  };
  const app = await buildServer(services);
  await app.ready();
  await runtime.start();

  const pending = async (chatbotIds: string[], sender?: string): Promise<number> => {
    const list = sql.join(
      chatbotIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const inboxSender = sender === undefined ? sql`` : sql`AND sender = ${sender}`;
    const endUser = sender === undefined ? sql`` : sql`AND e.external_id = ${sender}`;
    const result = await database.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*)::int FROM inbox
                WHERE chatbot_id IN (${list}) AND status = 'pending' ${inboxSender})
           + (SELECT count(*)::int FROM messages m JOIN end_users e ON e.id = m.end_user_id
                WHERE m.chatbot_id IN (${list}) AND m.status = 'queued' ${endUser}) AS n`);
    return result.rows[0]?.n ?? 0;
  };
  return {
    app,
    settle: (chatbotId) => (sender) =>
      waitUntil(
        async () => (await pending([chatbotId], sender)) === 0,
        STEP_TIMEOUT_MS,
        `pas de réponse du bot à ${sender}`,
      ),
    pendingWork: (chatbotIds) => pending(chatbotIds),
    close: async () => {
      await app.close();
      await runtime.stop();
    },
  };
}

/** End-users and messages of these chatbots, for seed-demo's summary. */
export async function countDemoRows(database: Pick<DatabaseHandle, 'db'>, chatbotIds: string[]) {
  const list = sql.join(
    chatbotIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await database.db.execute<{ end_users: number; messages: number }>(sql`
    SELECT (SELECT count(*)::int FROM end_users WHERE chatbot_id IN (${list})) AS end_users,
           (SELECT count(*)::int FROM messages WHERE chatbot_id IN (${list})) AS messages`);
  const row = result.rows[0];
  return { endUsers: row?.end_users ?? 0, messages: row?.messages ?? 0 };
}
