import { spawn } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '@griot/db/findFreePort';
import { Pool } from 'undici';

const root = path.resolve(import.meta.dirname, '..');

/** Requests per second a bare Fastify route takes from 128 concurrent keep-alive loops for `seconds`. */
export async function measureEcho(seconds: number): Promise<number> {
  const port = await findFreePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/echoServer.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: 128 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await (
          await pool.request({
            path: '/echo',
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
          })
        ).body.dump();
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // A body the size of a WhatsApp text webhook.
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'x'.repeat(600) }] });
    let done = 0;
    const endAt = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 128 }, async () => {
        while (performance.now() < endAt) {
          const response = await pool.request({
            path: '/echo',
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json' },
          });
          await response.body.dump();
          done += 1;
        }
      }),
    );
    return done / seconds;
  } finally {
    await pool.close();
    server.kill('SIGTERM');
  }
}
