import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../test/factories';
import { responderTag } from './tagResponders';

const server = useTestServer();

interface Recipient {
  name: string;
  wa: string;
  status: string;
  variant?: 'A' | 'B';
  sentAt?: string;
  deliveredAt?: string;
  readAt?: string;
  repliedAt?: string;
  errorCode?: number;
  errorText?: string;
  clickedAt?: string;
}

/** A workspace (Dakar time) with a WhatsApp chatbot and a finished campaign of `recipients`. */
async function campaignWorld(app: TestServer, recipients: readonly Recipient[]) {
  const owner = await buildAccount(app);
  await app.db.execute(sql`
    UPDATE workspaces SET inbox_settings = jsonb_set(coalesce(inbox_settings, '{}'::jsonb), '{business_hours}',
      '{"timezone": "Africa/Dakar"}'::jsonb) WHERE id = ${owner.workspaceId}`);
  const chatbotId = await buildChatbot(app, owner.workspaceId, { bot_name: 'Boutique Téranga' });
  const campaignId = randomUUID();
  await app.db.execute(sql`
    INSERT INTO broadcasts (id, chatbot_id, template_name, template_language, model, phone_number_id, status, total, created_at, finished_at)
    VALUES (${campaignId}, ${chatbotId}, 'promo_tabaski', 'fr', '{"parameters": [], "parameterFormat": "positional"}'::jsonb,
      '106540352242922', 'finished', ${recipients.length}, '2026-11-20T09:00:00Z', now())`);
  const endUserIds: string[] = [];
  for (const [index, r] of recipients.entries()) {
    const { rows } = await app.db.execute<{ id: string }>(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
      VALUES (${chatbotId}, 'whatsapp', ${r.wa}, ${r.name}, ${`+${r.wa}`}) RETURNING id`);
    const endUserId = rows[0]?.id ?? '';
    endUserIds.push(endUserId);
    await app.db.execute(sql`
      INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, sent_at, delivered_at, read_at,
        replied_at, error_code, error_text)
      VALUES (${campaignId}, ${endUserId}, ${index + 1}, ${`+${r.wa}`}, ${r.status}, ${r.sentAt ?? null}, ${r.deliveredAt ?? null},
        ${r.readAt ?? null}, ${r.repliedAt ?? null}, ${r.errorCode ?? null}, ${r.errorText ?? null})`);
    if (r.variant)
      await app.db.execute(
        sql`UPDATE broadcast_recipients SET variant = ${r.variant} WHERE end_user_id = ${endUserId}`,
      );
    if (r.clickedAt)
      await app.db.execute(sql`
        INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at)
        VALUES (${chatbotId}, ${endUserId}, 'in', 'button',
          '{"event": {"type": "button", "id": "promo", "title": "Voir la promo"}}'::jsonb, 'received', ${r.clickedAt})`);
  }
  return { owner, chatbotId, campaignId, endUserIds };
}

const PEOPLE: Recipient[] = [
  {
    name: 'Awa Diop',
    wa: '221770000101',
    status: 'read',
    variant: 'A',
    sentAt: '2026-11-20T09:00:00Z',
    deliveredAt: '2026-11-20T09:00:05Z',
    readAt: '2026-11-20T09:10:00Z',
    repliedAt: '2026-11-20T09:12:00Z',
  },
  {
    name: 'Diop; "Moussa"',
    wa: '221770000102',
    status: 'delivered',
    variant: 'B',
    sentAt: '2026-11-20T09:00:01Z',
    deliveredAt: '2026-11-20T09:00:07Z',
    clickedAt: '2026-11-20T10:00:00Z',
  },
  {
    name: '=HYPERLIEN("x")',
    wa: '221770000103',
    status: 'error',
    errorCode: 131026,
    errorText: '(#131026) Message undeliverable',
  },
  { name: 'Fatou Sow', wa: '221770000104', status: 'capped', errorCode: 131049, errorText: 'griot:capped' },
];

function getReport(app: TestServer, auth: object, campaignId: string, language = 'fr') {
  return app.app.inject({
    method: 'GET',
    url: `/api/broadcasts/${campaignId}/report.csv`,
    headers: { ...(auth as Record<string, string>), 'accept-language': language },
  });
}

describe('GET /broadcasts/{id}/report.csv', () => {
  it('writes one line per recipient with a BOM, statuses and errors in words, local times, replies and conversation links', async () => {
    const app = server();
    const { owner, chatbotId, campaignId } = await campaignWorld(app, PEOPLE);
    const response = await getReport(app, owner.auth, campaignId);
    expect(response.statusCode, response.body).toBe(200);
    // A number starting with '+' is kept as text (Excel would read +221… as a number and lose it).
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="rapport-campagne-promo-tabaski-2026-11-20.csv"',
    );
    const link = (wa: string) => `${app.config.publicUrl}/dashboard/chat/${chatbotId}/${wa}`;
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFNom;Numéro;Statut;Variante;Envoyé le;Distribué le;Lu le;A répondu (24 h);Répondu le;Erreur;Conversation',
      `Awa Diop;'+221770000101;Lu;A;2026-11-20 09:00;2026-11-20 09:00;2026-11-20 09:10;Oui;2026-11-20 09:12;;${link('221770000101')}`,
      `"Diop; ""Moussa""";'+221770000102;Distribué;B;2026-11-20 09:00;2026-11-20 09:00;;Non;;;${link('221770000102')}`,
      `"'=HYPERLIEN(""x"")"` +
        `;'+221770000103;Erreur;;;;;Non;;Message non distribuable : ce numéro n'utilise pas WhatsApp ou ne peut pas recevoir ce message. (code 131026);${link('221770000103')}`,
      `Fatou Sow;'+221770000104;Plafonné par Meta;;;;;Non;;Plafonné par Meta (limite de messages marketing par client) : non envoyé après plusieurs essais;${link('221770000104')}`,
      '',
    ]);
    const english = await getReport(app, owner.auth, campaignId, 'en');
    expect(english.body.split('\r\n')[0]).toBe(
      '\uFEFFName,Phone number,Status,Variant,Sent at,Delivered at,Read at,Replied (24 h),Replied at,Error,Conversation',
    );
    expect(english.body.split('\r\n')[1]).toContain("Awa Diop,'+221770000101,Read,A,");
  });

  it('answers 404 for another workspace’s campaign, or no campaign, with the JSON French error; 401 without a session', async () => {
    const app = server();
    const { campaignId } = await campaignWorld(app, PEOPLE.slice(0, 1));
    const stranger = await buildAccount(app);
    const foreign = await getReport(app, stranger.auth, campaignId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-disposition']).toBeUndefined();
    expect(foreign.json().message).toBe('Diffusion introuvable');
    expect((await getReport(app, stranger.auth, 'pas-un-id')).statusCode).toBe(404);
    const anonymous = await app.app.inject({
      method: 'GET',
      url: `/api/broadcasts/${campaignId}/report.csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('streams a 10,000-recipient campaign through a cursor', async () => {
    const app = server();
    const { owner, chatbotId, campaignId } = await campaignWorld(app, []);
    await app.db.execute(sql`
      WITH people AS (
        INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
        SELECT ${chatbotId}, 'whatsapp', '22177' || lpad(n::text, 7, '0'), 'Client ' || n, '+22177' || lpad(n::text, 7, '0')
        FROM generate_series(1, 10000) AS n
        RETURNING id, external_id
      )
      INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, sent_at)
      SELECT ${campaignId}, id, row_number() OVER (ORDER BY external_id), '+' || external_id, 'delivered', now() FROM people`);
    const response = await getReport(app, owner.auth, campaignId);
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n');
    expect(lines).toHaveLength(10_002);
    expect(lines[1]).toMatch(/^Client 1;'\+221770000001;Distribué;/);
    expect(lines[10_000]).toMatch(/^Client 10000;/);
  });
});

describe('POST /broadcasts/{id}/responders-segment', () => {
  it('tags those who replied (or clicked, or read) in one go; the returned condition finds exactly them', async () => {
    const app = server();
    const { owner, chatbotId, campaignId, endUserIds } = await campaignWorld(app, PEOPLE);
    const responders = (who: string, auth: object = owner.auth) =>
      app.app.inject({
        method: 'POST',
        url: `/api/broadcasts/${campaignId}/responders-segment`,
        headers: auth as Record<string, string>,
        payload: { who },
      });
    const replied = await responders('replied');
    expect(replied.statusCode, replied.body).toBe(200);
    const body = replied.json();
    expect(body).toEqual({
      success: true,
      tag: 'Répondu · promo_tabaski · 20/11/2026',
      count: 1,
      chatbotId,
      conditions: [
        { idvariable: 'tag', comparison: '=', value: 'Répondu · promo_tabaski · 20/11/2026', operator: null },
      ],
    });
    const matched = await app.app.inject({
      method: 'POST',
      url: `/api/post/strong/conditions/${chatbotId}`,
      headers: owner.auth,
      payload: { conditions: JSON.stringify(body.conditions), sizing: false },
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().total).toBe(1);
    expect(JSON.stringify(matched.json().result)).toContain(endUserIds[0]);

    const clicked = await responders('clicked');
    expect(clicked.json()).toMatchObject({ tag: 'Cliqué · promo_tabaski · 20/11/2026', count: 1 });
    const { rows } = await app.db.execute<{ end_user_id: string }>(
      sql`SELECT end_user_id FROM end_user_tags WHERE tag = 'Cliqué · promo_tabaski · 20/11/2026'`,
    );
    expect(rows.map((row) => row.end_user_id)).toEqual([endUserIds[1]]);
    // Again: nobody tagged twice.
    expect((await responders('replied')).json().count).toBe(1);

    const stranger = await buildAccount(app);
    expect((await responders('replied', stranger.auth)).statusCode).toBe(404);
    const bad = await responders('everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Choisissez qui : ceux qui ont répondu, cliqué un bouton ou lu le message.',
    );
  });

  it('creates no tag when nobody responded, and keeps a long campaign name within 60 characters', async () => {
    const app = server();
    const { owner, campaignId } = await campaignWorld(app, PEOPLE.slice(2, 3));
    const none = await app.app.inject({
      method: 'POST',
      url: `/api/broadcasts/${campaignId}/responders-segment`,
      headers: owner.auth,
      payload: { who: 'read' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Personne dans cette campagne ne correspond encore : aucun tag n’a été créé.',
    );
    const { rows } = await app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM end_user_tags WHERE tag LIKE 'Lu ·%'`,
    );
    expect(rows[0]?.n).toBe(0);
    const long = responderTag('replied', {
      name: 'promotion_de_fin_d_annee_sur_tous_les_boubous_et_tissus',
      day: '2026-12-24',
    });
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^Répondu · promotion_de_fin.*… · 24\/12\/2026$/);
  });
});
