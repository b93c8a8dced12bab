import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  everyone,
  finished,
  promo,
  sendsTo,
  start,
  world,
} from '../features/broadcasts/test/broadcastTestKit';
import { useTestServer } from '../test/buildTestServer';
import { buildAccount, buildChatbot } from '../test/factories';
import { multipart } from '../test/multipart';
import { useBroadcastGraphFake } from '../test/useBroadcastGraphFake';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

/** Inputs that passed the contract and then failed deep inside with a 500 (issue 19, item 5). */
describe('inputs that used to answer 500', () => {
  it('refuses a list position whose date passes the pattern but is not on the calendar', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const id = '0b7b3f4e-7d1c-4c2a-9a57-3f1d2e4c5b6a';
    for (const date of ['2024-13-45', '2024-02-30', '0000-01-01', '2023-02-29']) {
      const after = `${date}T10:00:00.000000Z_${id}`;
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/get/strong/users?after=${encodeURIComponent(after)}`,
        headers: owner.auth,
      });
      expect(response.statusCode, `${date}: ${response.body}`).toBe(400);
      expect(response.json().message).toContain('Position de la liste invalide');
    }
    const leap = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/users?after=${encodeURIComponent(`2024-02-29T23:59:59.999999Z_${id}`)}`,
      headers: owner.auth,
    });
    expect(leap.statusCode, leap.body).toBe(200);
  });

  it('refuses a NUL escaped inside the JSON a form field or a string carries, creating nothing', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const body = await multipart({ data: JSON.stringify({ bot_name: 'Boutique\u0000Awa', type: 'web' }) });
    // JSON.stringify writes the NUL as the six characters \u0000: the raw field holds no NUL.
    expect(body.payload.includes(0)).toBe(false);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/create/strong/chatbot',
      headers: { ...owner.auth, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().message).toBe(
      'La requête contient un caractère non autorisé (caractère nul ou encodage invalide).',
    );
    const count = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chatbots WHERE workspace_id = ${owner.workspaceId}`,
    );
    expect(count.rows[0]?.n).toBe(0);

    const chatbotId = await buildChatbot(server, owner.workspaceId);
    const conditions = await server.app.inject({
      method: 'POST',
      url: `/api/post/strong/conditions/${chatbotId}`,
      headers: owner.auth,
      payload: {
        conditions: JSON.stringify([
          { idvariable: 'city', comparison: '=', value: 'Da\u0000kar', operator: null },
        ]),
        sizing: true,
      },
    });
    expect(conditions.statusCode, conditions.body).toBe(400);
    expect(conditions.json().message).toContain('caractère non autorisé');
  });

  it('reads a broadcast variable named constructor or __proto__ as empty: the fallback is sent', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 2, ['Awa Diop', 'Moussa Sow']);
    for (const name of ['constructor', '__proto__']) {
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/strong/send/chatbot/broadcast',
        headers: owner.auth,
        payload: {
          idbot: chatbotId,
          phone: `+${phones[0]}`,
          ...promo({ source: 'variable', value: name, fallback: 'cher client' }),
        },
      });
      expect(sent.statusCode, `${name}: ${sent.body}`).toBe(200);
    }
    const started = await start(server, owner.auth, chatbotId, {
      conditions: everyone,
      ...promo({ source: 'variable', value: 'constructor', fallback: 'cher client' }),
    });
    expect(started.statusCode, started.body).toBe(200);
    const campaignId = started.json().campaign.id;
    const done = await finished(server, owner.auth, chatbotId, campaignId);
    expect(done.campaign).toMatchObject({ total: 2, succeeded: 2, errors: 0 });
    const body = sendsTo(fake, phones[1] ?? '')[0]?.body as {
      template: { components: Array<{ type: string; parameters: Array<{ text: string }> }> };
    };
    const texts = body.template.components.find((component) => component.type === 'body')?.parameters;
    expect(texts?.map((parameter) => parameter.text)).toEqual(['cher client', '20']);
  });

  it('refuses template parameters Meta would refuse: line breaks, tabs, more than 4 spaces in a row', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 1);
    for (const [value, fallback] of [
      ['Tabaski\nPromo', ''],
      ['Tabaski\tPromo', ''],
      ['Tabaski     Promo', ''],
    ]) {
      const refused = await start(server, owner.auth, chatbotId, {
        conditions: everyone,
        title: 'promo_tabaski',
        langage: 'fr',
        parameters: [
          { key: 'header.1', source: 'constant', value, fallback },
          { key: 'body.1', source: 'constant', value: 'Awa', fallback: '' },
          { key: 'body.2', source: 'constant', value: '20', fallback: '' },
        ],
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(
        'La variable {{1}} de l’en-tête ne peut contenir ni retour à la ligne, ni tabulation, ni plus de 4 espaces à la suite (WhatsApp le refuse)',
      );
    }
    const fallback = await start(server, owner.auth, chatbotId, {
      conditions: everyone,
      ...promo({ source: 'variable', value: 'first_name', fallback: 'cher\nclient' }),
    });
    expect(fallback.statusCode).toBe(400);
    expect(fallback.json().message).toContain('La variable {{1}} du message');
    const campaigns = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM broadcasts WHERE chatbot_id = ${chatbotId}`,
    );
    expect(campaigns.rows[0]?.n).toBe(0);
  });
});
