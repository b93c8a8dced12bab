import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cursorRows } from '../../../lib/cursorRows';
import { useTestServer } from '../../../test/buildTestServer';
import { rollUpAnalytics } from '../rollup/rollUpAnalytics';
import { buildEndUser, buildRollupWorld, GREETING, inbound, outbound } from '../rollup/test/rollupWorld';

const server = useTestServer();

async function exportOf(auth: { authorization: string }, query: string, language = 'fr') {
  return server().app.inject({
    method: 'GET',
    url: `/api/analytics/export.csv?${query}`,
    headers: { ...auth, 'accept-language': language },
  });
}

describe('GET /analytics/export.csv', () => {
  it('downloads the days of the period in the workspace’s time zone, with a BOM and French headers', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server(), 'Europe/Paris');
    const who = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000201'),
    };
    await inbound(db, who, '2026-10-01T08:00:00Z');
    await outbound(db, who, '2026-10-01T08:00:01Z', world.starterId, GREETING);
    // 23:30 UTC on the 1st is the 2nd in Paris (UTC+2 in October).
    await inbound(db, who, '2026-10-01T23:30:00Z');
    await outbound(db, who, '2026-10-01T23:30:01Z', 'griot-ia', { type: 'text', message: 'Oui' });
    await rollUpAnalytics(db, { now: new Date('2026-10-02T00:00:00Z') });

    const response = await exportOf(world.auth, 'table=days&from=2026-10-01&to=2026-10-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="statistiques-jours-2026-10-01-2026-10-31.csv"',
    );
    expect(response.body).toBe(
      '\uFEFFJour;Messages reçus;Messages envoyés;Réponses du flux;Réponses de GRIOT IA;Réponses des agents;' +
        'Conversations commencées;Conversations terminées;Abandons;Nouveaux utilisateurs\r\n' +
        '2026-10-01;1;1;1;0;0;1;0;0;1\r\n' +
        '2026-10-02;1;1;0;1;0;0;0;0;0\r\n',
    );

    const hours = await exportOf(
      world.auth,
      `table=hours&from=2026-10-02&to=2026-10-02&chatbotId=${world.chatbotId}`,
      'en',
    );
    expect(hours.body).toBe(
      '\uFEFFDay,Hour,Messages received,Messages sent,Answered by the flow,Answered by GRIOT IA,Answered by agents,' +
        'Conversations started,Conversations finished,Drop-offs,New users\r\n' +
        '2026-10-02,1,1,1,0,1,0,0,0,0,0\r\n',
    );
    const channels = await exportOf(world.auth, 'table=channels&from=2026-10-01&to=2026-10-02');
    expect(channels.body.split('\r\n')[1]).toBe('whatsapp;2;2;1;1;0;1;0;0;1');
  });

  it('refuses a bad table, a bad period and another workspace’s chatbot with the JSON French error', async () => {
    const world = await buildRollupWorld(server(), 'Europe/Paris');
    const other = await buildRollupWorld(server(), 'Africa/Dakar');
    const unknown = await exportOf(world.auth, 'table=secrets&from=2026-10-01&to=2026-10-02');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.json().message).toBe(
      'Ce tableau n’existe pas : choisissez l’un des tableaux de l’écran Statistiques.',
    );
    const reversed = await exportOf(world.auth, 'table=days&from=2026-10-05&to=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(
      'La date de début doit précéder la date de fin (ou être le même jour).',
    );
    const badDay = await exportOf(world.auth, 'table=days&from=2026-02-30&to=2026-03-01');
    expect(badDay.json().message).toBe('Date invalide : utilisez le format AAAA-MM-JJ.');
    const foreign = await exportOf(
      world.auth,
      `table=days&from=2026-10-01&to=2026-10-02&chatbotId=${other.chatbotId}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-disposition']).toBeUndefined();
    const anonymous = await server().app.inject({
      method: 'GET',
      url: '/api/analytics/export.csv?table=days',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads rows through a server-side cursor, a page at a time', async () => {
    const { db } = server();
    let count = 0;
    let openCursors = 0;
    for await (const row of cursorRows<{ n: number }>(
      db,
      sql`SELECT n FROM generate_series(1, 120000) AS n`,
      5_000,
    )) {
      count += 1;
      if (row.n === 60_000) {
        const { rows } = await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'FETCH 5000 FROM streamed_rows%'`,
        );
        openCursors = rows[0]?.n ?? 0;
      }
    }
    expect(count).toBe(120_000);
    // The rows came in pages from a cursor (the last FETCH is the connection's current query).
    expect(openCursors).toBe(1);
  });
});
