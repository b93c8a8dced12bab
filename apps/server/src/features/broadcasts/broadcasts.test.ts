import { endUsers } from '@griot/db/schema/endUsers';
import { endUserVariables } from '@griot/db/schema/endUserVariables';
import { buildStatusWebhook, buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../../test/pipelineKit';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { BroadcastWorker } from './BroadcastWorker';
import { requeueStuck } from './broadcastQueries';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

const everyone = JSON.stringify([{ idvariable: 'first_name', comparison: '!=', value: '-', operator: null }]);
const promo = (firstName = { source: 'variable', value: 'first_name', fallback: 'cher client' }) => ({
  title: 'promo_tabaski',
  langage: 'fr',
  parameters: [
    { key: 'header.1', source: 'constant', value: 'Tabaski', fallback: '' },
    { key: 'body.1', ...firstName },
    { key: 'body.2', source: 'constant', value: '20', fallback: '' },
  ],
});

/** A WhatsApp chatbot with a WABA of the fake, owned by a logged-in account, with `count` customers. */
async function world(server: TestServer, count: number, names: string[] = []) {
  const owner = await buildAccount(server);
  const { chatbotId } = await buildWhatsAppBot(
    server,
    [{ type: 'text', message: 'Bonjour' }],
    [{ id: 'city', slug: 'Ville', type: 'text' }],
  );
  await server.db.execute(
    sql`UPDATE chatbots SET owner_id = ${owner.user.id}, waba_id = '102290129340398' WHERE id = ${chatbotId}`,
  );
  server.runtime.chatbots.forget(chatbotId);
  const phones: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const wa =
      `22178${String(Date.now() % 1_000_000).padStart(6, '0')}${String(index).padStart(3, '0')}`.slice(0, 14);
    phones.push(wa);
    const [row] = await server.db
      .insert(endUsers)
      .values({
        chatbotId,
        channel: 'whatsapp',
        externalId: wa,
        fullName: names[index] ?? `Client ${index}`,
        phone: `+${wa}`,
      })
      .returning();
    if (row)
      await server.db
        .insert(endUserVariables)
        .values({ endUserId: row.id, chatbotId, name: 'city', valueText: index % 2 ? 'Thiès' : 'Dakar' });
  }
  return { owner, chatbotId, phones };
}

async function start(server: TestServer, auth: { authorization: string }, chatbotId: string, body: object) {
  return server.app.inject({
    method: 'POST',
    url: `/api/strong/broadcast/campaigns/${chatbotId}`,
    headers: auth,
    payload: body,
  });
}

async function report(
  server: TestServer,
  auth: { authorization: string },
  chatbotId: string,
  campaignId: string,
) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function finished(
  server: TestServer,
  auth: { authorization: string },
  chatbotId: string,
  campaignId: string,
  timeoutMs = 10_000,
) {
  return eventually(async () => {
    const body = await report(server, auth, chatbotId, campaignId);
    return body.campaign.status === 'finished' ? body : undefined;
  }, timeoutMs);
}

function sendsTo(phone: string) {
  return fake.sent.filter(
    (sent) => (sent.body as { to?: string; type?: string }).to === phone && sent.body.type === 'template',
  );
}

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
    for (const phone of phones) expect(sendsTo(phone)).toHaveLength(1);
    const bodyOf = (phone: string) =>
      (
        (sendsTo(phone)[0]?.body ?? {}) as {
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
    expect(noVariable.json().message).toBe("Le paramètre {{body.1}} n'a pas de valeur");
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

  it('the seed’s one-user call answers accepted, and the fake refuses a wrong count with 132000', async () => {
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
      errors.some((text: string) => text.includes('131026') && text.startsWith('Numéro WhatsApp invalide')),
    ).toBe(true);
    expect(errors.some((text: string) => text.includes('131047'))).toBe(true);
    const invalid = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM end_users WHERE chatbot_id = ${chatbotId} AND invalid_number_at IS NOT NULL`,
    );
    expect(invalid.rows[0]?.n).toBe(1);
    // Each number got at most one accepted template.
    for (const phone of phones) expect(sendsTo(phone).length).toBeLessThanOrEqual(1);
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
    expect(sendsTo(phones[0] ?? '')).toHaveLength(0);
    expect(sendsTo(phones[1] ?? '')).toHaveLength(0);
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

  it('paces sends per number across two workers: never above the rate in any sliding 1 s window of arrivals', async () => {
    const server = testServer();
    server.config.runtime.broadcastRatePerSecond = 20;
    // Two workers of their own (as two processes would be), sharing the database's pacing row.
    await server.runtime.broadcasts?.stop();
    const started: number[] = [];
    const workers = [1, 2].map(
      () =>
        new BroadcastWorker({
          db: server.db,
          graph: () => server.config.runtime,
          accessToken: async () => ACCESS_TOKEN,
          ratePerSecond: () => 20,
          interruptedSendWaitSeconds: () => 60,
          onError: () => {},
          onSend: (_number, at) => started.push(at),
        }),
    );
    for (const worker of workers) worker.start();
    try {
      const { owner, chatbotId } = await world(server, 60);
      const campaign = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
      await finished(server, owner.auth, chatbotId, campaign.json().campaign.id, 15_000);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      server.runtime.broadcasts?.start();
    }
    const peak = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      let max = 0;
      for (let i = 0, j = 0; i < sorted.length; i += 1) {
        while (j < sorted.length && (sorted[j] ?? 0) - (sorted[i] ?? 0) < 1000) j += 1;
        max = Math.max(max, j - i);
      }
      const rate = (sorted.length - 1) / (((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)) / 1000);
      return { max, rate };
    };
    const sends = peak(started);
    const received = peak(fake.sent.map((sent) => sent.receivedAt));
    console.log(
      `pacing 20/s, 2 workers: sends started at ${sends.rate.toFixed(1)}/s, max ${sends.max} in a 1 s window; ` +
        `the fake received at most ${received.max} in a 1 s window at ${received.rate.toFixed(1)}/s`,
    );
    expect(started).toHaveLength(60);
    expect(fake.sent).toHaveLength(60);
    expect(sends.max).toBeLessThanOrEqual(20);
    // As the fake received them (what Meta counts), over every sliding second, and at ≥ 95 % of the cap.
    expect(received.max).toBeLessThanOrEqual(20);
    // Slots are spaced for 97 % of the cap; a send whose slot a stalled event loop made it miss takes a
    // new one (a lost slot, never a burst): on a loaded test machine the rate stays within 80 % of the cap
    // (bench:broadcast measures ≥ 95 % in a process of its own).
    expect(received.rate).toBeGreaterThanOrEqual(16);
  });

  it('a worker that dies after sending loses nothing and sends nobody twice', async () => {
    const server = testServer();
    server.config.runtime.broadcastRatePerSecond = 6;
    await server.runtime.broadcasts?.stop();
    const dialect = new PgDialect();
    // Outcome writes fail as if the process died between Graph's answer and the database write.
    const dying = new Proxy(server.db, {
      get(target, property, receiver) {
        if (property === 'execute')
          return (query: SQL) =>
            dialect.sqlToQuery(query).sql.includes('invalid_number boolean')
              ? Promise.reject(new Error('killed'))
              : target.execute(query);
        return Reflect.get(target, property, receiver);
      },
    });
    const crashing = new BroadcastWorker({
      db: dying,
      graph: () => server.config.runtime,
      accessToken: async () => ACCESS_TOKEN,
      ratePerSecond: () => 6,
      interruptedSendWaitSeconds: () => 60,
      onError: () => {},
    });
    const { owner, chatbotId, phones } = await world(server, 10);
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const campaignId = started.json().campaign.id as string;
    crashing.start();
    await eventually(async () => fake.sent.length >= 3);
    await crashing.stop();
    const sentBeforeCrash = fake.sent.length;
    expect(sentBeforeCrash).toBeLessThan(10);
    // Meta reports the sends it accepted, naming our recipient id: they are settled, not sent again.
    for (const sent of fake.sent)
      await postWhatsAppWebhook(
        server,
        chatbotId,
        buildStatusWebhook({
          phoneNumberId: PHONE_NUMBER_ID,
          wamid: sent.wamid,
          status: 'sent',
          recipient: (sent.body as { to: string }).to,
          callbackData: (sent.body as { biz_opaque_callback_data: string }).biz_opaque_callback_data,
        }),
      );
    await requeueStuck(server.db, 0);
    server.runtime.broadcasts?.start();
    const done = await finished(server, owner.auth, chatbotId, campaignId, 15_000);
    expect(done.campaign).toMatchObject({ total: 10, succeeded: 10 });
    for (const phone of phones) expect(sendsTo(phone)).toHaveLength(1);
  });
});
