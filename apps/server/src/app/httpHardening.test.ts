import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { type OverloadLimits, registerOverloadGuard } from './overloadGuard';
import { appContentSecurityPolicy, registerSecurityHeaders } from './securityHeaders';

const testServer = useTestServer();

describe('security headers', () => {
  it('gives every API answer nosniff, a strict referrer, no framing and a "nothing" CSP', async () => {
    const response = await testServer().app.inject({ method: 'GET', url: '/api/get/list/chatbots' });
    expect(response.statusCode).toBe(401);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives a CSP to every answer, those Fastify makes before routing included', async () => {
    const app = testServer().app;
    const answers = [
      await app.inject({ method: 'GET', url: '/%zz' }),
      await app.inject({ method: 'GET', url: '/api/%zz' }),
      await app.inject({ method: 'DELETE', url: '/nulle-part' }),
      await app.inject({ method: 'GET', url: '/api/nulle-part' }),
      await app.inject({
        method: 'POST',
        url: '/api/verify/user',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.headers['content-security-policy'], answer.body).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('lets only the web-chat frame be framed, under its own policy', async () => {
    const frame = await testServer().app.inject({
      method: 'GET',
      url: '/api/webchat/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/frame',
    });
    expect(frame.headers['x-frame-options']).toBeUndefined();
    expect(frame.headers['content-security-policy']).toContain('frame-ancestors *');
  });

  it('keeps the app to its own scripts, plus the Facebook SDK, and unframeable', () => {
    const policy = appContentSecurityPolicy('https://graph.facebook.com');
    expect(policy).toContain("script-src 'self' https://connect.facebook.net https://*.facebook.com;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // With Graph faked locally, the signup simulator's origin is allowed too.
    expect(appContentSecurityPolicy('http://127.0.0.1:4010')).toContain('http://127.0.0.1:4010');
  });

  it('allows the docs page its one inline script by hash', async () => {
    const docs = await testServer().app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('asks HSTS only over https through a trusted proxy', async () => {
    const app = Fastify({ trustProxy: true });
    registerSecurityHeaders(app, { graphApiUrl: 'https://graph.facebook.com', trustProxy: true });
    app.get('/', async () => ({ ok: true }));
    const https = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await app.inject({ method: 'GET', url: '/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});

describe('request ids', () => {
  it('answers each request with the id its log lines carry', async () => {
    const first = await testServer().app.inject({ method: 'GET', url: '/api/health' });
    const second = await testServer().app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toBeTruthy();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Without a trusted proxy, a client cannot choose the id its requests are logged under.
    const forged = await testServer().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(forged.headers['x-request-id']).not.toBe('forged-id');
  });
});

describe('CORS', () => {
  it('answers no foreign origin, preflight or not', async () => {
    const preflight = await testServer().app.inject({
      method: 'OPTIONS',
      url: '/api/webchat/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/messages',
      headers: { origin: 'https://pirate.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const login = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      headers: { origin: 'https://pirate.example' },
      payload: { email: 'a@b.sn', password: 'x' },
    });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('body limits per route', () => {
  it('refuses a login body over 64 KB with a French 413, even sent in chunks', async () => {
    const big = JSON.stringify({ email: 'a@b.sn', password: 'x', pad: 'y'.repeat(70 * 1024) });
    const declared = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('La requête est trop volumineuse.');
    const chunked = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from([big.slice(0, 40_000), big.slice(40_000)]),
    });
    expect(chunked.statusCode).toBe(413);
  });

  it('keeps the larger limit elsewhere', async () => {
    const response = await testServer().app.inject({
      method: 'PUT',
      url: '/api/update/ease/chatbot/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ bot_name: 'x', description: 'y'.repeat(200 * 1024) }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('graceful overload', () => {
  it('answers a French 503 with Retry-After while the event loop lags, health routes excepted', async () => {
    // Sampled every 50 ms: the sample due during the hog runs just after it, the next one 50 ms later.
    const app = await guardedApp({
      maxEventLoopDelayMs: 20,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 50,
    });
    app.get('/api/health', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/get/stats' })).statusCode).toBe(200);
    hogEventLoop(400); // a handler hogging the loop
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await app.inject({ method: 'GET', url: '/api/get/stats' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json().message).toBe(
      'Le serveur est momentanément surchargé. Veuillez réessayer dans quelques secondes.',
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('does not count start-up work as load: the first requests after a busy start are answered', async () => {
    const app = await guardedApp();
    hogEventLoop(300); // migrations, route compilation, workers starting
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await app.inject({ method: 'GET', url: '/api/get/stats' })).statusCode).toBe(200);
    await app.close();
  });

  it('sees a busy last second after a long quiet time (utilisation per interval, not since start)', async () => {
    const app = await guardedApp();
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await app.inject({ method: 'GET', url: '/api/get/stats' })).statusCode).toBe(200);
    hogEventLoop(600);
    // The guard's sample, due during the hog, runs before this timer.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await app.inject({ method: 'GET', url: '/api/get/stats' })).statusCode).toBe(503);
    await app.close();
  });
});

/** A guard on utilisation only (80 %), sampled every 50 ms, unless told otherwise. */
async function guardedApp(limits: Partial<OverloadLimits> = {}) {
  const app = Fastify();
  await registerOverloadGuard(app, {
    maxEventLoopDelayMs: 0,
    maxEventLoopUtilization: 0.8,
    retryAfterSeconds: 7,
    sampleIntervalMs: 50,
    ...limits,
  });
  app.get('/api/get/stats', async () => ({ ok: true }));
  return app;
}

function hogEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Synchronous work holding the loop.
  }
}
