import { endUsers } from '@griot/db/schema/endUsers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../test/buildTestServer';
import { customerWrote } from '../../test/customerWrote';
import { buildAccount, buildChatbot } from '../../test/factories';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { buildWhatsAppBot, eventually } from '../../test/webhookKit';

/** Local broadcast models: their calls, their place in the models list, and their sends as text. */
const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);
type Auth = { authorization: string };

const RELANCE = 'Bonjour {{1}}, votre panier vous attend ! Profitez de {{2}} % de remise aujourd’hui.';
const everyone = JSON.stringify([{ idvariable: 'first_name', comparison: '!=', value: '-', operator: null }]);

/**
 * A WhatsApp chatbot with the fake's WABA, owned by a logged-in account,
 * and customers who last wrote `hoursAgo` ago (null: never).
 */
async function world(server: TestServer, customers: Array<{ name: string; hoursAgo: number | null }> = []) {
  const owner = await buildAccount(server);
  const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }]);
  await server.db.execute(
    sql`UPDATE chatbots SET workspace_id = ${owner.workspaceId}, waba_id = '102290129340398' WHERE id = ${chatbotId}`,
  );
  server.runtime.chatbots.forget(chatbotId);
  const phones: string[] = [];
  for (const [index, customer] of customers.entries()) {
    const wa = `2217790${String(index).padStart(5, '0')}`;
    phones.push(wa);
    const [row] = await server.db
      .insert(endUsers)
      .values({ chatbotId, channel: 'whatsapp', externalId: wa, fullName: customer.name, phone: `+${wa}` })
      .returning();
    if (row && customer.hoursAgo !== null)
      await customerWrote(server.db, {
        endUserId: row.id,
        chatbotId,
        workspaceId: owner.workspaceId,
        hoursAgo: customer.hoursAgo,
      });
  }
  return { owner, chatbotId, phones };
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) {
  return testServer().app.inject({
    method,
    url: `/api${url}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
}

const create = (auth: Auth, chatbotId: string, body: object) =>
  call('POST', `/strong/broadcast/models/${chatbotId}`, auth, body);

async function localRows(chatbotId: string) {
  const rows = await testServer().db.execute(
    sql`SELECT row_to_json(m)::text AS row FROM broadcast_models m WHERE chatbot_id = ${chatbotId} ORDER BY id`,
  );
  return rows.rows;
}

describe('local models: calls', () => {
  it('creates, lists, updates and deletes a local model, with the same shape as a template', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const created = await create(owner.auth, chatbotId, {
      title: ' relance_panier ',
      content: RELANCE,
      langage: 'fr',
    });
    expect(created.statusCode, created.body).toBe(200);
    const model = created.json().model;
    expect(created.json().message).toBe('Modèle local créé');
    expect(model).toMatchObject({
      title: 'relance_panier',
      content: RELANCE,
      langage: 'fr',
      category: '',
      header: '',
      footer: '',
      buttons: [],
      parameterFormat: 'positional',
      parameters: [
        { key: '1', component: 'body' },
        { key: '2', component: 'body' },
      ],
      source: 'local',
    });
    const listed = await call('GET', `/strong/broadcast/models/${chatbotId}`, owner.auth);
    expect(listed.json().models.map((m: { id: string }) => m.id)).toEqual([model.id]);

    const updated = await call('PUT', `/strong/broadcast/models/${chatbotId}/${model.id}`, owner.auth, {
      title: 'Relance panier',
      content: 'Hello {{1}}, {{1}} again',
      langage: 'en',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().model).toMatchObject({ id: model.id, langage: 'en', parameters: [{ key: '1' }] });

    // The same title in the same language: a French 409, on creation and on update.
    const twin = await create(owner.auth, chatbotId, {
      title: 'Relance panier',
      content: 'Salut',
      langage: 'en',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      message: 'Un modèle local porte déjà ce titre dans cette langue',
      field: 'title',
    });
    const other = await create(owner.auth, chatbotId, {
      title: 'Relance panier',
      content: 'Salut',
      langage: 'fr',
    });
    expect(other.statusCode).toBe(200);
    const clash = await call(
      'PUT',
      `/strong/broadcast/models/${chatbotId}/${other.json().model.id}`,
      owner.auth,
      {
        title: 'Relance panier',
        content: 'Salut',
        langage: 'en',
      },
    );
    expect(clash.statusCode).toBe(409);

    const removed = await call('DELETE', `/strong/broadcast/models/${chatbotId}/${model.id}`, owner.auth);
    expect(removed.json()).toEqual({ success: true, message: 'Modèle local supprimé' });
    const again = await call('DELETE', `/strong/broadcast/models/${chatbotId}/${model.id}`, owner.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Modèle local introuvable');
    expect(await localRows(chatbotId)).toHaveLength(1);
  });

  it('refuses each invalid field with its French message, storing nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const valid = { title: 'promo', content: 'Bonjour {{1}}', langage: 'fr' };
    const cases: Array<[object, string, string]> = [
      [{ title: undefined }, 'title', 'Le titre est obligatoire'],
      [{ title: '   ' }, 'title', 'Le titre est obligatoire'],
      [{ title: 'a'.repeat(61) }, 'title', 'Le titre ne doit pas dépasser 60 caractères'],
      [
        { title: 'promo !' },
        'title',
        'Le titre ne peut contenir que des lettres, des chiffres, des espaces, des tirets (-) et des tirets bas (_)',
      ],
      [{ content: undefined }, 'content', 'Le contenu est obligatoire'],
      [{ content: ' \n ' }, 'content', 'Le contenu est obligatoire'],
      [{ content: 'x'.repeat(1025) }, 'content', 'Le contenu ne doit pas dépasser 1024 caractères'],
      ...['{{1}} et {{3}}', '{{2}}', '{{0}}', 'Bonjour {{prenom}}', 'Bonjour {{1}', 'Bonjour }}'].map(
        (content): [object, string, string] => [
          { content },
          'content',
          'Les variables doivent être numérotées {{1}}, {{2}}… sans trou',
        ],
      ),
      [
        { content: Array.from({ length: 31 }, (_, i) => `{{${i + 1}}}`).join(' ') },
        'content',
        'Un modèle local compte au plus 30 variables',
      ],
      [
        { langage: 'de' },
        'langage',
        'Choisissez la langue du modèle : français, anglais, wolof, arabe, portugais ou espagnol',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await create(owner.auth, chatbotId, { ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, field });
    }
    // A number may come back, with spaces inside the braces.
    const repeated = await create(owner.auth, chatbotId, { ...valid, content: '{{ 1 }}, {{2}} : {{1}}' });
    expect(repeated.json().model.parameters).toHaveLength(2);
    expect(await localRows(chatbotId)).toHaveLength(1);
    // A chatbot of another channel cannot hold a model sent on WhatsApp.
    const web = await buildChatbot(server, owner.workspaceId, { type: 'web' });
    const refused = await create(owner.auth, web, valid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Les diffusions ne sont possibles que pour un chatbot WhatsApp');
  });

  it('answers 404 to another account on every call and changes nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const model = (
      await create(owner.auth, chatbotId, { title: 'promo', content: RELANCE, langage: 'fr' })
    ).json().model;
    const before = await localRows(chatbotId);
    const stranger = await buildAccount(server);
    const body = { title: 'vol', content: 'Volé', langage: 'fr' };
    const attempts = [
      await call('GET', `/strong/broadcast/models/${chatbotId}`, stranger.auth),
      await create(stranger.auth, chatbotId, body),
      await call('PUT', `/strong/broadcast/models/${chatbotId}/${model.id}`, stranger.auth, body),
      await call('DELETE', `/strong/broadcast/models/${chatbotId}/${model.id}`, stranger.auth),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    // The stranger's own WhatsApp chatbot with the owner's model id: still 404.
    const theirs = await world(server);
    const mixed = await call(
      'DELETE',
      `/strong/broadcast/models/${theirs.chatbotId}/${model.id}`,
      theirs.owner.auth,
    );
    expect(mixed.statusCode).toBe(404);
    expect(await localRows(chatbotId)).toEqual(before);
  });

  it('lists the approved templates first, then the local models; without a WABA, the local ones', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    await create(owner.auth, chatbotId, { title: 'relance_panier', content: RELANCE, langage: 'fr' });
    await create(owner.auth, chatbotId, { title: 'arrivage', content: 'Nouveautés !', langage: 'wo' });
    const listed = await call('GET', `/get/chatbot/models/${chatbotId}`, owner.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed.json().models.map((m: { title: string; source: string }) => `${m.source}:${m.title}`),
    ).toEqual([
      'whatsapp:promo_tabaski',
      'whatsapp:rappel_commande',
      'whatsapp:bienvenue',
      'local:arrivage',
      'local:relance_panier',
    ]);
    await server.db.execute(sql`UPDATE chatbots SET waba_id = '' WHERE id = ${chatbotId}`);
    const withoutWaba = await call('GET', `/get/chatbot/models/${chatbotId}`, owner.auth);
    expect(withoutWaba.json().models.map((m: { title: string }) => m.title)).toEqual([
      'arrivage',
      'relance_panier',
    ]);
  });
});

describe('local models: sends', () => {
  const fill = [
    { key: 'body.1', source: 'variable', value: 'first_name', fallback: 'cher client' },
    { key: 'body.2', source: 'constant', value: '15', fallback: '' },
  ];

  it('sends a campaign as text inside the 24 h window, with every {{n}} filled, and skips the others', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, [
      { name: 'Awa Diop', hoursAgo: 1 },
      { name: '', hoursAgo: 23 },
      { name: 'Fatou Ndiaye', hoursAgo: 30 },
    ]);
    await create(owner.auth, chatbotId, { title: 'relance_panier', content: RELANCE, langage: 'fr' });
    const started = await call('POST', `/strong/broadcast/campaigns/${chatbotId}`, owner.auth, {
      conditions: everyone,
      title: 'relance_panier',
      langage: 'fr',
      source: 'local',
      parameters: fill,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().campaign).toMatchObject({ total: 3, skipped: 1 });
    const campaignId = started.json().campaign.id as string;
    const done = await eventually(async () => {
      const body = (
        await call('GET', `/strong/broadcast/campaign/${chatbotId}/${campaignId}`, owner.auth)
      ).json();
      return body.campaign.status === 'finished' ? body : undefined;
    });
    expect(done.campaign).toMatchObject({ total: 3, succeeded: 2, skipped: 1, errors: 0 });
    const texts = Object.fromEntries(
      fake.sent.map((sent) => [
        sent.body.to,
        sent.body as { type: string; text: { body: string; preview_url: boolean } },
      ]),
    );
    expect(Object.keys(texts).sort()).toEqual([phones[0], phones[1]]);
    expect(texts[phones[0] ?? '']).toMatchObject({
      type: 'text',
      recipient_type: 'individual',
      text: {
        body: 'Bonjour Awa, votre panier vous attend ! Profitez de 15 % de remise aujourd’hui.',
        preview_url: false,
      },
    });
    expect(texts[phones[1] ?? '']?.text.body).toBe(
      'Bonjour cher client, votre panier vous attend ! Profitez de 15 % de remise aujourd’hui.',
    );
    expect(fake.sent.every((sent) => typeof sent.body.biz_opaque_callback_data === 'string')).toBe(true);
    const skipped = done.report.find((row: { phone: string }) => row.phone === `+${phones[2]}`);
    expect(skipped).toMatchObject({
      status: 'Non traité',
      errorDetails: 'Hors de la fenêtre de 24 h : utilisez un modèle WhatsApp approuvé',
    });
    // The conversation shows the text as sent, marked with its campaign; the skipped one shows nothing.
    const shown = await server.db.execute<{
      external_id: string;
      type: string;
      content: Record<string, unknown>;
    }>(sql`
      SELECT eu.external_id, m.type, m.content FROM messages m JOIN end_users eu ON eu.id = m.end_user_id
      WHERE m.chatbot_id = ${chatbotId} AND m.content ? 'broadcast' ORDER BY eu.external_id`);
    expect(shown.rows.map((row) => row.external_id)).toEqual([phones[0], phones[1]].sort());
    expect(shown.rows.find((row) => row.external_id === phones[0])).toMatchObject({
      type: 'text',
      content: {
        element: {
          type: 'text',
          message: 'Bonjour Awa, votre panier vous attend ! Profitez de 15 % de remise aujourd’hui.',
        },
        broadcast: { id: campaignId, name: 'relance_panier' },
      },
    });
  });

  it('the one-user send picks the template by default and the local model with source local', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, [
      { name: 'Awa Diop', hoursAgo: 2 },
      { name: 'Moussa Sow', hoursAgo: null },
    ]);
    await create(owner.auth, chatbotId, { title: 'bienvenue', content: 'Salut {{1}} !', langage: 'fr' });
    const send = (phone: string, extra: object) =>
      call('POST', '/strong/send/chatbot/broadcast', owner.auth, {
        idbot: chatbotId,
        phone: `+${phone}`,
        title: 'bienvenue',
        langage: 'fr',
        ...extra,
      });
    const template = await send(phones[0] ?? '', {});
    expect(template.statusCode, template.body).toBe(200);
    expect(fake.sent.at(-1)?.body.type).toBe('template');
    const local = await send(phones[0] ?? '', {
      source: 'local',
      parameters: [{ key: 'body.1', source: 'variable', value: 'first_name', fallback: 'toi' }],
    });
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json()).toMatchObject({
      success: true,
      data: { data: { messages: [{ message_status: 'accepted' }] } },
    });
    expect(fake.sent.at(-1)?.body).toMatchObject({ type: 'text', text: { body: 'Salut Awa !' } });
    const missing = await send(phones[0] ?? '', { source: 'local' });
    expect(missing.json().message).toBe('Ce modèle attend 1 paramètre(s), 0 fourni(s)');
    // Never wrote: only a template may reach them.
    const outside = await send(phones[1] ?? '', {
      source: 'local',
      parameters: [{ key: 'body.1', source: 'constant', value: 'Moussa', fallback: '' }],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe('Hors de la fenêtre de 24 h : utilisez un modèle WhatsApp approuvé');
    expect(fake.sent).toHaveLength(2);
  });
});
