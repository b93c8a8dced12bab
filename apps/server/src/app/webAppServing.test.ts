import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';

/** A stand-in build of the web app: what matters is that every client route answers index.html. */
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-web-dist-'));
fs.writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><title>Griot</title><div id="root"></div>',
);
fs.mkdirSync(path.join(webDistDir, 'assets'));
fs.writeFileSync(path.join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1)');

const testServer = useTestServer({ webDistDir });

/** Every path of the web app's route table, with its parameters filled. */
const clientRoutes = [
  '/',
  '/?utm_source=readme',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc',
  '/terms',
  '/flow-element-test',
  '/dashboard',
  '/dashboard/chatbots',
  '/dashboard/analytics',
  '/dashboard/settings',
  '/dashboard/chatbots/create',
  '/dashboard/chatbots/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/settings',
  '/dashboard/chatbots/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/home',
  '/dashboard/all-users',
  '/dashboard/whatsapp_management',
  '/dashboard/chat/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10',
  '/dashboard/chat/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/221771234567',
  '/dashboard/chatbots/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/playground',
  '/dashboard/chatbots/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/playground/accueil-abc123',
  '/dashboard/chatbots/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/variables',
  '/dashboard/chatbots/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/jarvis-knowledge?from=playground',
  '/dashboard/profile',
  '/dashboard/account-settings?tab=security',
  '/dashboard/transactions',
  '/dashboard/orders',
  '/dashboard/payouts',
];

describe('the web app on a fresh start', () => {
  it.each(clientRoutes)('answers %s with the app', async (url) => {
    const response = await testServer().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets as files, cached', async () => {
    const response = await testServer().app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
