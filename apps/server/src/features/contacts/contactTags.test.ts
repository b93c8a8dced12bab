import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { contactsWorld, csv, postContacts } from './test/contactsTestKit';

const testServer = useTestServer();

const FILE = [
  'Nom;Téléphone;Tags;Ville',
  'Awa Diop;77 100 00 01;VIP, Tabaski 2026;Dakar',
  'Moussa Sow;77 100 00 02;Grossiste;Thiès',
  'Fatou Ndiaye;77 100 00 03;;"Saint-Louis; Nord"',
].join('\r\n');

async function imported() {
  const server = testServer();
  const world = await contactsWorld(server);
  const response = await postContacts(
    server,
    world.owner.auth,
    `/chatbots/${world.chatbotId}/contacts/import`,
    csv(FILE),
    {
      mapping: JSON.stringify({ Nom: 'full_name', Téléphone: 'phone', Tags: 'tags', Ville: 'variable:city' }),
      optInSource: 'Site web',
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  const ids = await server.db.execute<{ id: string; external_id: string }>(
    sql`SELECT id, external_id FROM end_users WHERE chatbot_id = ${world.chatbotId}`,
  );
  const idOf = new Map(ids.rows.map((row) => [row.external_id, row.id]));
  return { server, ...world, idOf };
}

describe('tags and the subscribers file', () => {
  it('sets an end-user’s tags, counts the chatbot’s, and a segment condition finds them', async () => {
    const { server, owner, chatbotId, idOf } = await imported();
    const fatou = idOf.get('221771000003') ?? '';
    const put = await server.app.inject({
      method: 'PUT',
      url: `/api/end-users/${fatou}/tags`,
      headers: owner.auth,
      payload: { tags: ['VIP', ' Grossiste ', 'VIP'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().tags).toEqual(['Grossiste', 'VIP']);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/end-users/${fatou}/tags`,
      headers: owner.auth,
    });
    expect(read.json().tags).toEqual(['Grossiste', 'VIP']);
    const counts = await server.app.inject({
      method: 'GET',
      url: `/api/chatbots/${chatbotId}/tags`,
      headers: owner.auth,
    });
    expect(counts.json().tags).toEqual([
      { tag: 'Grossiste', count: 2 },
      { tag: 'VIP', count: 2 },
      { tag: 'Tabaski 2026', count: 1 },
    ]);
    const segment = async (rows: object[]) => {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/post/strong/conditions/${chatbotId}`,
        headers: owner.auth,
        payload: { conditions: JSON.stringify(rows), sizing: false },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().result as Array<{ name: string }>).map((user) => user.name).sort();
    };
    expect(await segment([{ idvariable: 'tag', comparison: '=', value: 'vip', operator: null }])).toEqual([
      'Awa Diop',
      'Fatou Ndiaye',
    ]);
    expect(
      await segment([
        { idvariable: 'tag', comparison: '=', value: 'Grossiste', operator: '&&' },
        { idvariable: 'tag', comparison: '!=', value: 'VIP', operator: null },
      ]),
    ).toEqual(['Moussa Sow']);
    // A tag beside a variable: the value lookup and the tag test together.
    expect(
      await segment([
        { idvariable: 'city', comparison: '=', value: 'Dakar', operator: '||' },
        { idvariable: 'tag', comparison: '=', value: 'Grossiste', operator: null },
      ]),
    ).toEqual(['Awa Diop', 'Fatou Ndiaye', 'Moussa Sow']);
    const values = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/variable/values/${chatbotId}/tag`,
      headers: owner.auth,
    });
    expect(values.json().values[0]).toEqual({ _id: 'Grossiste', count: 2 });
    // Removing every tag.
    const cleared = await server.app.inject({
      method: 'PUT',
      url: `/api/end-users/${fatou}/tags`,
      headers: owner.auth,
      payload: { tags: [] },
    });
    expect(cleared.json().tags).toEqual([]);
    const tooLong = await server.app.inject({
      method: 'PUT',
      url: `/api/end-users/${fatou}/tags`,
      headers: owner.auth,
      payload: { tags: ['x'.repeat(61)] },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Un tag compte de 1 à 60 caractères.');
  });

  it('streams the subscribers as CSV: header, one line per end-user with opt-in, tags and variables', async () => {
    const { server, owner, chatbotId } = await imported();
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/chatbots/${chatbotId}/subscribers.csv`,
      headers: owner.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="abonnes-Boutique-Teranga-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFNom;Numéro;Canal;Créé le;Dernière activité;Désinscrit;Source du consentement;Date du consentement;Importé le;Tags;Ville;Points',
    );
    expect(lines).toHaveLength(5);
    const awa = lines.find((line) => line.startsWith('Awa Diop;'))?.split(';') ?? [];
    // A leading '+' would be a formula to a spreadsheet: kept as text by the apostrophe (csvLine).
    expect(awa[1]).toBe("'+221771000001");
    expect(awa[2]).toBe('whatsapp');
    expect(awa[5]).toBe('non');
    expect(awa[6]).toBe('Site web');
    expect(awa[9]).toBe('"Tabaski 2026, VIP"');
    expect(awa[10]).toBe('Dakar');
    // A value holding the separator is quoted.
    expect(lines.find((line) => line.startsWith('Fatou Ndiaye;'))).toContain('"Saint-Louis; Nord"');
  });

  it('answers 404 to another workspace for its chatbot’s tags, an end-user’s tags and the file; moves nothing', async () => {
    const { server, chatbotId, idOf } = await imported();
    const intruder = await buildAccount(server);
    const awa = idOf.get('221771000001') ?? '';
    const calls = [
      { method: 'GET' as const, url: `/api/chatbots/${chatbotId}/tags` },
      { method: 'GET' as const, url: `/api/end-users/${awa}/tags` },
      { method: 'PUT' as const, url: `/api/end-users/${awa}/tags`, payload: { tags: [] } },
      { method: 'GET' as const, url: `/api/chatbots/${chatbotId}/subscribers.csv` },
    ];
    for (const call of calls) {
      const response = await server.app.inject({ ...call, headers: intruder.auth });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const left = await server.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM end_user_tags WHERE end_user_id = ${awa}`,
    );
    expect(left.rows[0]?.count).toBe(2);
  });
});
