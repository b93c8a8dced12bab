import { createRoutePatternMatcher } from '@griot/contract/contractRoutes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Services } from '../api/appContext';

/**
 * Prometheus metrics of this process, one registry per server (tests build several): HTTP latency
 * by route, the inbox's depth and age (read from PostgreSQL at each scrape, so every process
 * reports the shared queue), sends by channel and result, campaign progress and assistant calls
 * (from PostgreSQL too), and Node's own process metrics.
 */
export function createMetrics(app: FastifyInstance, services: Services): Registry {
  const registry = new Registry();
  const readInbox = inboxReader(services);
  collectDefaultMetrics({ register: registry, prefix: 'griot_' });

  const httpDuration = new Histogram({
    name: 'griot_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const contractPath = createRoutePatternMatcher();
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL: ids would make one series per chatbot. Contract
    // calls all go through one catch-all Fastify route; their own path says which call it was.
    let route = request.routeOptions.url ?? 'unmatched';
    if (route === '/api/*') {
      const path = contractPath(request.method, request.url.split('?')[0]?.slice('/api'.length) ?? '');
      route = path ? `/api${path}` : 'unmatched';
    }
    httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'griot_inbox_pending',
    help: 'Inbox rows waiting for a conversation worker (due now)',
    registers: [registry],
    async collect() {
      this.set((await readInbox()).pending);
    },
  });
  new Gauge({
    name: 'griot_inbox_oldest_age_seconds',
    help: 'Age of the oldest due inbox row (0 when the inbox is empty)',
    registers: [registry],
    async collect() {
      this.set((await readInbox()).oldestAgeSeconds);
    },
  });
  new Counter({
    name: 'griot_sends_total',
    help: 'Outbound send attempts of this process by channel and stored result',
    labelNames: ['channel', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { channel, result, count } of services.runtime.stats.sendCounts())
        this.inc({ channel, result }, count);
    },
  });
  new Gauge({
    name: 'griot_runtime_workers',
    help: 'Conversation workers running in this process',
    registers: [registry],
    collect() {
      this.set(services.runtime.runningWorkers());
    },
  });
  new Gauge({
    name: 'griot_broadcast_recipients',
    help: 'Recipients of running and paused broadcast campaigns by status (pending, sent, failed…)',
    labelNames: ['campaign_status', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await services.db.execute<{ campaign: string; status: string; n: string }>(sql`
        SELECT b.status AS campaign, r.status, count(*)::text AS n
        FROM broadcasts b JOIN broadcast_recipients r ON r.broadcast_id = b.id
        WHERE b.status IN ('running', 'paused') GROUP BY b.status, r.status`);
      for (const row of rows) this.set({ campaign_status: row.campaign, status: row.status }, Number(row.n));
    },
  });
  new Counter({
    name: 'griot_assistant_calls_total',
    help: 'GRIOT IA calls (test console and end-users) by outcome, all processes',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await services.db.execute<{ outcome: string; n: string }>(
        sql`SELECT outcome, count(*)::text AS n FROM assistant_calls GROUP BY outcome`,
      );
      for (const row of rows) this.inc({ outcome: row.outcome }, Number(row.n));
    },
  });
  return registry;
}

/** Both inbox gauges of a scrape from one query, through the pending rows' partial index. */
function inboxReader(services: Services): () => Promise<{ pending: number; oldestAgeSeconds: number }> {
  let last: { at: number; value: Promise<{ pending: number; oldestAgeSeconds: number }> } | undefined;
  return () => {
    const now = Date.now();
    if (last && now - last.at < 1_000) return last.value;
    const value = services.db
      .execute<{ pending: string; oldest: string | null }>(sql`
        SELECT count(*)::text AS pending,
               extract(epoch FROM now() - min(available_at))::text AS oldest
        FROM inbox WHERE status = 'pending' AND available_at <= now()`)
      .then(({ rows }) => ({
        pending: Number(rows[0]?.pending ?? 0),
        oldestAgeSeconds: Math.max(0, Number(rows[0]?.oldest ?? 0)),
      }));
    last = { at: now, value };
    value.catch(() => {
      last = undefined;
    });
    return value;
  };
}
