import { buildStatusWebhook, buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { ACCESS_TOKEN, eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../test/webhookKit';
import { everyone, finished, promo, report, sendsTo, start, world } from './test/broadcastTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

describe('broadcast models', () => {
  it('lists the approved templates of the WABA with their placeholders, cached', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 0);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/get/chatbot/models/${chatbotId}`,
      headers: owner.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const models = response.json().models as Array<{
      title: string;
      parameters: Array<{ key: string; component: string }>;
      parameterFormat: string;
    }>;
    expect(models.map((model) => model.title)).toEqual(['promo_tabaski', 'rappel_commande', 'bienvenue']);
    expect(models[0]?.parameters.map((p) => `${p.component}.${p.key}`)).toEqual([
      'header.1',
      'body.1',
      'body.2',
    ]);
    expect(models[1]?.parameterFormat).toBe('named');
    const cached = await server.db.execute(
      sql`SELECT 1 FROM broadcast_template_cache WHERE chatbot_id = ${chatbotId}`,
    );
    expect(cached.rows).toHaveLength(1);
    // Graph unreachable: the cache still answers.
    const url = server.config.runtime.graphApiUrl;
    server.config.runtime.graphApiUrl = 'http://127.0.0.1:9';
    const again = await server.app.inject({
      method: 'GET',
      url: `/api/get/chatbot/models/${chatbotId}?refresh=true`,
      headers: owner.auth,
    });
    server.config.runtime.graphApiUrl = url;
    expect(again.json().models).toHaveLength(3);
  });
});

describe('broadcast campaigns', () => {
  it('sends each matched user one template with their values, reports them, and moves statuses forward only', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 3, ['Awa Diop', '', 'Fatou Ndiaye']);
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    expect(started.statusCode, started.body).toBe(200);
    const campaignId = started.json().campaign.id as string;
    expect(started.json().campaign.total).toBe(3);
    const done = await finished(server, owner.auth, chatbotId, campaignId);
    expect(done.campaign).toMatchObject({ total: 3, processed: 3, succeeded: 3, failed: 0, errors: 0 });
    expect(fake.sent).toHaveLength(3);
    for (const phone of phones) expect(sendsTo(fake, phone)).toHaveLength(1);
    const bodyOf = (phone: string) =>
      (
        (sendsTo(fake, phone)[0]?.body ?? {}) as {
          template: { components: Array<{ type: string; parameters: Array<{ text: string }> }> };
        }
      ).template.components
        .find((component) => component.type === 'body')
        ?.parameters.map((p) => p.text);
    expect(bodyOf(phones[0] ?? '')).toEqual(['Awa', '20']);
    // An empty first name takes the fallback: never an empty or raw placeholder.
    expect(bodyOf(phones[1] ?? '')).toEqual(['cher client', '20']);
    expect(done.report.map((row: { status: string }) => row.status)).toEqual(['Succès', 'Succès', 'Succès']);

    // Statuses out of order: read, then a late delivered and sent; the recipient stays at read.
    const first = fake.sent[0];
    const to = String(first?.body.to);
    for (const status of ['read', 'delivered', 'sent'] as const)
      await postWhatsAppWebhook(
        server,
        chatbotId,
        buildStatusWebhook({
          phoneNumberId: PHONE_NUMBER_ID,
          wamid: first?.wamid ?? '',
          status,
          recipient: to,
        }),
      );
    const afterStatuses = await report(server, owner.auth, chatbotId, campaignId);
    const row = afterStatuses.report.find((item: { messageId: string }) => item.messageId === first?.wamid);
    expect(row.delivery).toBe('read');
    expect(afterStatuses.campaign.read).toBe(1);
    // A failed status for another: Échec with Meta's reason.
    const second = fake.sent[1];
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildStatusWebhook({
        phoneNumberId: PHONE_NUMBER_ID,
        wamid: second?.wamid ?? '',
        status: 'failed',
        recipient: String(second?.body.to),
        errors: [{ code: 131026 }],
      }),
    );
    const afterFailure = await report(server, owner.auth, chatbotId, campaignId);
    expect(afterFailure.report.map((item: { status: string }) => item.status).sort()).toEqual([
      'Succès',
      'Succès',
      'Échec',
    ]);
  });

  it('refuses a wrong parameter count, an unknown model, a foreign chatbot, in French, sending nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 2);
    const wrongCount = await start(server, owner.auth, chatbotId, {
      conditions: everyone,
      title: 'promo_tabaski',
      langage: 'fr',
      parameters: [{ key: 'body.1', source: 'constant', value: 'Awa', fallback: '' }],
    });
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json().message).toBe('Ce modèle attend 3 paramètre(s), 1 fourni(s)');
    const rejected = await start(server, owner.auth, chatbotId, {
      conditions: everyone,
      title: 'soldes_refuse',
      langage: 'fr',
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().message).toBe(
      "Ce modèle n'existe pas, n'est pas approuvé ou n'appartient pas à ce chatbot",
    );
    const noVariable = await start(server, owner.auth, chatbotId, {
      conditions: everyone,
      ...promo({ source: 'variable', value: 'first_name', fallback: '' }),
    });
    expect(noVariable.json().message).toBe("La variable {{1}} du message n'a pas de valeur");
    const stranger = await buildAccount(server);
    const foreign = await start(server, stranger.auth, chatbotId, { conditions: everyone, ...promo() });
    expect(foreign.statusCode).toBe(404);
    const nobody = await start(server, owner.auth, chatbotId, {
      conditions: JSON.stringify([{ idvariable: 'city', comparison: '=', value: 'Kaolack', operator: null }]),
      ...promo(),
    });
    expect(nobody.statusCode).toBe(400);
    const count = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM broadcasts WHERE chatbot_id = ${chatbotId}`,
    );
    expect(count.rows[0]?.n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.sent).toHaveLength(0);
  });

  it('the broadcast panel’s one-user call answers accepted, and the fake refuses a wrong count with 132000', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 1, ['Awa Diop']);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/strong/send/chatbot/broadcast',
      headers: owner.auth,
      payload: { idbot: chatbotId, phone: `+${phones[0]}`, title: 'bienvenue', langage: 'fr', chatbot: {} },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.data.messages[0].message_status).toBe('accepted');
    expect(response.json().data.data.contacts[0].wa_id).toBe(phones[0]);
    const graph = await fetch(`${fake.url}/v23.0/${PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: phones[0],
        type: 'template',
        template: {
          name: 'promo_tabaski',
          language: { code: 'fr' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: 'Awa' }] }],
        },
      }),
    });
    expect(graph.status).toBe(400);
    expect(((await graph.json()) as { error: { code: number } }).error.code).toBe(132000);
  });

  it('retries throttling and server errors, records 131026 as an invalid number and 131047', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 4);
    fake.failNext(2, { status: 429 });
    fake.failNext(1, { status: 500 });
    fake.failNext(1, { status: 400, code: 131026 });
    fake.failNext(1, { status: 400, code: 131047 });
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const done = await finished(server, owner.auth, chatbotId, started.json().campaign.id, 15_000);
    expect(done.campaign).toMatchObject({ total: 4, succeeded: 2, errors: 2 });
    const errors = done.report
      .filter((row: { status: string }) => row.status === 'Erreur')
      .map((row: { errorDetails: string }) => row.errorDetails);
    expect(
      errors.some(
        (text: string) => text.includes('(code 131026)') && text.startsWith('Message non distribuable'),
      ),
    ).toBe(true);
    expect(errors.some((text: string) => text.includes('131047'))).toBe(true);
    const invalid = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM end_users WHERE chatbot_id = ${chatbotId} AND invalid_number_at IS NOT NULL`,
    );
    expect(invalid.rows[0]?.n).toBe(1);
    // Each number got at most one accepted template.
    for (const phone of phones) expect(sendsTo(fake, phone).length).toBeLessThanOrEqual(1);
  });

  it('skips and counts end-users who wrote STOP or opted out through Meta’s user_preferences', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 4);
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from: phones[0] ?? '', text: 'STOP' }),
    );
    await postWhatsAppWebhook(server, chatbotId, {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'user_preferences',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: PHONE_NUMBER_ID },
                user_preferences: [
                  {
                    wa_id: phones[1],
                    detail: 'User requested to stop marketing messages',
                    category: 'marketing_messages',
                    value: 'stop',
                    timestamp: 1_795_000_000,
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    expect(started.json().campaign).toMatchObject({ total: 4, skipped: 2 });
    const done = await finished(server, owner.auth, chatbotId, started.json().campaign.id);
    expect(done.campaign).toMatchObject({ succeeded: 2, skipped: 2, processed: 4 });
    expect(sendsTo(fake, phones[0] ?? '')).toHaveLength(0);
    expect(sendsTo(fake, phones[1] ?? '')).toHaveLength(0);
    const skipped = done.report.filter((row: { delivery: string }) => row.delivery === 'skipped');
    expect(
      skipped.map((row: { status: string; errorDetails: string }) => [row.status, row.errorDetails]),
    ).toEqual([
      ['Non traité', 'Désabonné (STOP)'],
      ['Non traité', 'Désabonné (STOP)'],
    ]);
  });

  it('pauses, resumes and cancels', async () => {
    const server = testServer();
    server.config.runtime.broadcastRatePerSecond = 2;
    const { owner, chatbotId } = await world(server, 12);
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const campaignId = started.json().campaign.id as string;
    const control = (action: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}/${action}`,
        headers: owner.auth,
      });
    await eventually(async () => fake.sent.length >= 1);
    expect((await control('pause')).json().campaign.status).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const whilePaused = fake.sent.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fake.sent.length).toBe(whilePaused);
    expect(whilePaused).toBeLessThan(12);
    expect((await control('resume')).json().campaign.status).toBe('running');
    await eventually(async () => fake.sent.length > whilePaused);
    const cancelled = await control('cancel');
    expect(cancelled.json().campaign.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await report(server, owner.auth, chatbotId, campaignId);
    expect(
      after.report.filter((row: { delivery: string }) => row.delivery === 'cancelled').length,
    ).toBeGreaterThan(0);
    expect(fake.sent.length).toBeLessThan(12);
    expect((await control('resume')).statusCode).toBe(409);
  });
});
