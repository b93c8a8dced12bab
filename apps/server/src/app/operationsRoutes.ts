import { timingSafeEqual } from 'node:crypto';
import { messages } from '@griot/contract/messages';
import { pendingMigrationCount } from '@griot/db/migrateDatabase';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../api/appContext';
import type { FileStorage } from '../lib/files/fileStorage';
import { createMetrics } from './metrics';

/** A readiness check answers within this, or counts as failed: a load balancer must not hang. */
const CHECK_TIMEOUT_MS = 2_000;
/**
 * The store's answer is reused this long: a load balancer asking every second costs the store one
 * check every few seconds, and probes arriving together share one.
 */
const STORE_CHECK_REUSE_MS = 5_000;

type CheckResult = 'ok' | 'failed' | 'disabled';

/**
 * What an operator or a load balancer asks a process:
 * - GET /api/health: liveness, the process answers (no database call, so a database outage does not
 *   make an orchestrator kill every process at once);
 * - GET /api/ready: 200 when the database answers, every migration of this code is applied, the
 *   conversation workers run and the file store answers (several hosts share it: a host that lost
 *   it would serve pages without their files); 503 'degraded' with the failing checks otherwise;
 * - GET /metrics: Prometheus text, behind METRICS_TOKEN (bearer) when it is set; without it, only
 *   to a scraper on this machine (loopback, not relayed by a proxy): it names routes, volumes and
 *   campaign figures no visitor should read. Anyone else gets a 404, as if it did not exist.
 */
export async function registerOperationsRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const registry = createMetrics(app, services);

  app.get('/api/health', async (_request, reply) =>
    noStore(reply).send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  const storeCheck = reusedStoreCheck(services.files);
  app.get('/api/ready', async (_request, reply) => {
    const checks = await runChecks(services, storeCheck);
    const ready = Object.values(checks).every((check) => check !== 'failed');
    return noStore(reply)
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'degraded', checks });
  });

  app.get('/metrics', async (request, reply) => {
    const token = services.config.metricsToken;
    if (token && !bearerMatches(request.headers.authorization, token))
      return noStore(reply).code(401).send({
        success: false,
        error: messages.common.metricsTokenInvalid,
        message: messages.common.metricsTokenInvalid,
      });
    if (!token && !isDirectLoopback(request))
      return noStore(reply)
        .code(404)
        .send({ success: false, error: messages.common.notFound, message: messages.common.notFound });
    return noStore(reply)
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

/**
 * A caller on this machine talking to us directly. A request relayed by a reverse proxy on the
 * same machine also comes from loopback: its forwarding headers tell it apart.
 */
function isDirectLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return loopback && !relayed;
}

async function runChecks(
  services: Services,
  checkStore: () => Promise<CheckResult>,
): Promise<{ database: CheckResult; migrations: CheckResult; workers: CheckResult; store: CheckResult }> {
  // The store is asked at the same time as the database: a probe waits for the slower, not the sum.
  const storeCheck = checkStore();
  const database = await withTimeout(services.db.execute(sql`SELECT 1`)).then(
    () => 'ok' as const,
    () => 'failed' as const,
  );
  const migrations =
    database === 'failed'
      ? ('failed' as const)
      : await withTimeout(pendingMigrationCount(services.db)).then(
          (pending) => (pending === 0 ? ('ok' as const) : ('failed' as const)),
          () => 'failed' as const,
        );
  const workers = !services.config.runtime.enabled
    ? ('disabled' as const)
    : services.runtime.runningWorkers() > 0
      ? ('ok' as const)
      : ('failed' as const);
  return { database, migrations, workers, store: await storeCheck };
}

/** The store's check, asked again only once its last answer is STORE_CHECK_REUSE_MS old. */
function reusedStoreCheck(files: FileStorage): () => Promise<CheckResult> {
  let last: { askedAt: number; answer: Promise<CheckResult> } | undefined;
  return () => {
    if (!last || Date.now() - last.askedAt >= STORE_CHECK_REUSE_MS) {
      const answer = withTimeout(files.check()).then(
        () => 'ok' as const,
        () => 'failed' as const,
      );
      last = { askedAt: Date.now(), answer };
    }
    return last.answer;
  };
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store');
}
