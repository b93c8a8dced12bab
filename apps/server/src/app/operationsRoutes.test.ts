import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inbox } from '@griot/db/schema/inbox';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../lib/files/localFileStorage';
import { buildTestServer, useTestServer } from '../test/buildTestServer';
import { startS3Server } from '../test/startS3Server';
import { buildBot } from '../test/webhookKit';

const testServer = useTestServer();

describe('GET /api/health and /api/ready', () => {
  it('says alive, and ready when the database, the migrations and the workers are', async () => {
    const server = testServer();
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', workers: 'ok', store: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is degraded while the workers are stopped, and ready again once they run', async () => {
    const server = testServer();
    await server.runtime.stop();
    try {
      const degraded = await server.app.inject({ method: 'GET', url: '/api/ready' });
      expect(degraded.statusCode).toBe(503);
      expect(degraded.json()).toMatchObject({ status: 'degraded', checks: { workers: 'failed' } });
    } finally {
      await server.runtime.start();
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is degraded while the S3-compatible store does not answer', { timeout: 60_000 }, async () => {
    const store = await startS3Server();
    let server: Awaited<ReturnType<typeof buildTestServer>> | undefined;
    try {
      server = await buildTestServer({ storage: store.storage });
      const { app } = server;
      const probe = () => app.inject({ method: 'GET', url: '/api/ready' });
      expect((await probe()).json()).toMatchObject({ status: 'ready', checks: { store: 'ok' } });
      await store.close();
      // The store's last answer is reused for a few seconds: degraded once it is asked again.
      await expect.poll(async () => (await probe()).statusCode, { timeout: 20_000, interval: 500 }).toBe(503);
      expect((await probe()).json()).toMatchObject({
        status: 'degraded',
        checks: { database: 'ok', workers: 'ok', store: 'failed' },
      });
    } finally {
      await server?.close();
      await store.close();
    }
  });

  it('asks the store once for probes within a few seconds of each other', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-ready-'));
    const local = createLocalFileStorage(folder);
    let checks = 0;
    const files = {
      ...local,
      check: () => {
        checks += 1;
        return local.check();
      },
    };
    const server = await buildTestServer({}, { files });
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => server.app.inject({ method: 'GET', url: '/api/ready' })),
      );
      for (let probe = 0; probe < 5; probe += 1)
        answers.push(await server.app.inject({ method: 'GET', url: '/api/ready' }));
      expect(answers.map((answer) => answer.json().checks.store)).toEqual(Array(10).fill('ok'));
      expect(checks).toBe(1);
    } finally {
      await server.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is degraded when a migration of this code is not applied', async () => {
    const server = testServer();
    const [last] = (
      await server.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`DELETE FROM drizzle.__drizzle_migrations
            WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at::text`,
      )
    ).rows;
    try {
      const degraded = await server.app.inject({ method: 'GET', url: '/api/ready' });
      expect(degraded.statusCode).toBe(503);
      expect(degraded.json()).toMatchObject({ checks: { database: 'ok', migrations: 'failed' } });
    } finally {
      await server.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at)
            VALUES (${last?.id}, ${last?.hash}, ${last?.created_at}::bigint)`,
      );
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('reports HTTP latency by route pattern, the inbox and the workers in Prometheus text', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'telegram', [{ type: 'text', message: 'Bonjour' }]);
    await server.app.inject({ method: 'GET', url: `/api/get/chatbot/${chatbotId}` });
    // A due row nobody processes yet: workers stopped so it stays pending for the scrape.
    await server.runtime.stop();
    try {
      await server.db.insert(inbox).values({
        chatbotId,
        channel: 'telegram',
        sender: '42',
        event: { kind: 'user', event: { type: 'text', text: 'salut' } },
        receivedAt: new Date(Date.now() - 30_000),
        availableAt: new Date(Date.now() - 30_000),
      });
      // A paused campaign with one recipient waiting, and one GRIOT IA answer.
      await server.db.execute(sql`
        WITH bot AS (SELECT id FROM chatbots WHERE id = ${chatbotId}),
        eu AS (INSERT INTO end_users (chatbot_id, channel, external_id) SELECT id, 'telegram', '77' FROM bot RETURNING id),
        b AS (INSERT INTO broadcasts (chatbot_id, template_name, template_language, model, phone_number_id, status)
              SELECT id, 'promo', 'fr', '{}'::jsonb, '1', 'paused' FROM bot RETURNING id)
        INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone)
        SELECT b.id, eu.id, 0, '77' FROM b, eu`);
      await server.db.execute(
        sql`INSERT INTO assistant_calls (chatbot_id, source, model, outcome) VALUES (${chatbotId}, 'test', 'griot-local', 'answered')`,
      );
      const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.headers['content-type']).toContain('text/plain');
      const text = metrics.body;
      expect(text).toMatch(
        /griot_http_request_duration_seconds_count\{[^}]*route="\/api\/get\/chatbot\/\{chatbotId\}"/,
      );
      expect(text).not.toContain(chatbotId);
      expect(text).toMatch(/^griot_inbox_pending 1$/m);
      const age = Number(/^griot_inbox_oldest_age_seconds (\S+)$/m.exec(text)?.[1]);
      expect(age).toBeGreaterThanOrEqual(29);
      expect(text).toMatch(/^griot_runtime_workers 0$/m);
      expect(text).toMatch(/^griot_broadcast_recipients\{campaign_status="paused",status="pending"\} 1$/m);
      expect(text).toMatch(/^griot_assistant_calls_total\{outcome="answered"\} 1$/m);
      expect(text).toContain('griot_process_cpu_user_seconds_total');
    } finally {
      await server.db.delete(inbox);
      await server.runtime.start();
    }
  });

  it('answers only this machine without METRICS_TOKEN: a 404 elsewhere or through a proxy', async () => {
    const server = testServer();
    const local = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const localSix = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(localSix.statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.9', '10.0.0.4', '::ffff:192.168.1.2']) {
      const outside = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(outside.statusCode, remoteAddress).toBe(404);
      expect(outside.body).not.toContain('griot_');
    }
    const relayed = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.statusCode).toBe(404);
  });

  describe('with METRICS_TOKEN', () => {
    let server: Awaited<ReturnType<typeof buildTestServer>> | undefined;
    afterAll(async () => server?.close());

    it('asks for the token as a bearer', async () => {
      server = await buildTestServer({ metricsToken: 'jeton-metriques-42' });
      expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer jeton-metriques-41' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer jeton-metriques-42' },
      });
      expect(right.statusCode).toBe(200);
      const remote = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer jeton-metriques-42' },
      });
      expect(remote.statusCode).toBe(200);
      expect(
        (await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' }))
          .statusCode,
      ).toBe(401);
    });
  });
});
