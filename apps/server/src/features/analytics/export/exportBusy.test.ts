import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { buildRollupWorld } from '../rollup/test/rollupWorld';

const server = useTestServer();
const held: http.IncomingMessage[] = [];

afterAll(() => {
  for (const response of held) response.destroy();
});

/** Starts a download and stops reading after its first chunk (the server's stream waits). */
function startDownload(port: number, path: string, authorization: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, path, headers: { authorization } }, (response) => {
        response.once('data', () => {
          response.pause();
          resolve(response);
        });
      })
      .on('error', reject);
  });
}

describe('GET /analytics/export.csv, exports at once', () => {
  it('streams a large table while the client reads slowly, and refuses a third export meanwhile', async () => {
    const { db, app } = server();
    const world = await buildRollupWorld(server(), 'Africa/Dakar');
    // Two years of hours with activity: ~17,500 rows, far more than a socket buffers.
    await db.execute(sql`
      INSERT INTO analytics_hours (chatbot_id, workspace_id, channel, hour, inbound)
      SELECT ${world.chatbotId}, ${world.workspaceId}, 'whatsapp', h, 1
      FROM generate_series('2024-01-01T00:00Z'::timestamptz, '2025-12-31T23:00Z', interval '1 hour') AS h`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const path = '/api/analytics/export.csv?table=hours&from=2024-01-01&to=2025-12-31';
    held.push(await startDownload(port, path, world.auth.authorization));
    held.push(await startDownload(port, path, world.auth.authorization));
    const third = await app.inject({ method: 'GET', url: path, headers: world.auth });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(
      'Deux exports sont déjà en cours pour cet espace de travail : réessayez dans un instant.',
    );
    // A slow reader still gets every row once it reads on.
    const first = held[0] as http.IncomingMessage;
    const chunks: Buffer[] = [];
    first.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => first.once('end', resolve));
    first.resume();
    await ended;
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(17_000);
  });
});
