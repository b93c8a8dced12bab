import { endUsers } from '@griot/db/schema/endUsers';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../../test/buildTestServer';
import { customerWrote } from '../../../test/customerWrote';
import { useBroadcastGraphFake } from '../../../test/useBroadcastGraphFake';
import { buildWhatsAppBot, eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../../test/webhookKit';
import { everyone, finished, promo, start, world } from '../../broadcasts/test/broadcastTestKit';
import { localIn, scheduler, schedulerErrors, setTimeZone } from '../plans/test/planTestKit';

/**
 * What the forecast and the campaign's start read on end_users for the window and the frequency
 * cap (migration 0052), kept up by the paths that change them: a reply through the activity
 * catch-up (never on the reply path), a campaign's send as Meta takes it, by number across the
 * workspace's chatbots.
 */
const testServer = useTestServer();
useBroadcastGraphFake(testServer);
type Auth = { authorization: string };

/** The lock griot_catch_up_activity takes (migration 0036): held, no catch-up runs. */
const CATCH_UP_LOCK = 4711002;

function forecast(server: TestServer, auth: Auth, chatbotId: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/broadcasts/forecast',
    headers: auth,
    payload: { chatbotId, conditions: everyone, ...promo() },
  });
}

async function setCap(server: TestServer, auth: Auth, hours: number) {
  const saved = await server.app.inject({
    method: 'PUT',
    url: '/api/broadcasts/settings',
    headers: auth,
    payload: { quietHours: null, frequencyCapHours: hours },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Another WhatsApp chatbot, moved into `workspaceId`, on the same WABA. */
async function otherChatbot(server: TestServer, workspaceId: string): Promise<string> {
  const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }]);
  await server.db.execute(
    sql`UPDATE chatbots SET workspace_id = ${workspaceId}, waba_id = '102290129340398' WHERE id = ${chatbotId}`,
  );
  server.runtime.chatbots.forget(chatbotId);
  return chatbotId;
}

async function addCustomer(server: TestServer, chatbotId: string, wa: string, name: string) {
  const [row] = await server.db
    .insert(endUsers)
    .values({ chatbotId, channel: 'whatsapp', externalId: wa, fullName: name, phone: `+${wa}` })
    .returning();
  return row?.id ?? '';
}

async function reachedAt(server: TestServer, endUserId: string): Promise<number | null> {
  const { rows } = await server.db.execute<{ at: string | null }>(
    sql`SELECT campaign_reached_at::text AS at FROM end_users WHERE id = ${endUserId}`,
  );
  return rows[0]?.at ? Date.parse(rows[0].at) : null;
}

describe('the window and the frequency cap, kept on end_users', () => {
  it('a reply puts the end-user inside the window once the activity is caught up, not on the reply path', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 1);
    // Stands for the runtime's catch-up not having run yet: held until the reply is answered.
    const holder = new pg.Client({ connectionString: server.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [CATCH_UP_LOCK]);
      const posted = await postWhatsAppWebhook(
        server,
        chatbotId,
        buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from: phones[0] ?? '', text: 'Bonjour' }),
      );
      expect(posted.statusCode).toBe(200);
      const inbound = await eventually(async () => {
        const { rows } = await server.db.execute<{ conversation: string | null; own: string | null }>(sql`
          SELECT c.last_inbound_at::text AS conversation, eu.last_inbound_at::text AS own
          FROM end_users eu LEFT JOIN conversations c ON c.end_user_id = eu.id
          WHERE eu.chatbot_id = ${chatbotId}`);
        return rows[0]?.conversation ? rows[0] : undefined;
      });
      // The round answered and wrote its conversation; the end-user's row waits for the catch-up.
      expect(inbound.own).toBeNull();
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }

    // The forecast catches up before counting: the reply counts, at the conversation's time.
    const response = await forecast(server, owner.auth, chatbotId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().forecast).toMatchObject({ segment: 1, reach: 1, insideWindow: 1 });
    const { rows } = await server.db.execute<{ same: boolean }>(sql`
      SELECT eu.last_inbound_at = c.last_inbound_at AS same
      FROM end_users eu JOIN conversations c ON c.end_user_id = eu.id WHERE eu.chatbot_id = ${chatbotId}`);
    expect(rows).toEqual([{ same: true }]);
  });

  it('a campaign reaching a number spares it in the workspace’s other chatbots, even for a customer arriving later', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 1, ['Awa Diop']);
    const wa = phones[0] ?? '';
    await setCap(server, owner.auth, 24);
    const other = await otherChatbot(server, owner.workspaceId);
    const twin = await addCustomer(server, other, wa, 'Awa Diop');
    await addCustomer(server, other, '221775550001', 'Moussa Sarr');
    // The same number in another workspace: none of this workspace's campaigns.
    const stranger = await world(server, 0);
    const outsider = await addCustomer(server, stranger.chatbotId, wa, 'Awa Diop');

    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    expect(started.statusCode, started.body).toBe(200);
    await finished(server, owner.auth, chatbotId, started.json().campaign.id);
    const { rows } = await server.db.execute<{ sent_at: string }>(sql`
      SELECT sent_at::text FROM broadcast_recipients WHERE broadcast_id = ${started.json().campaign.id}`);
    const sentAt = Date.parse(rows[0]?.sent_at ?? '');
    expect(await reachedAt(server, twin)).toBe(sentAt);
    expect(await reachedAt(server, outsider)).toBeNull();

    // A customer of that number who first writes to a third chatbot of the workspace.
    const third = await otherChatbot(server, owner.workspaceId);
    const newcomer = await addCustomer(server, third, wa, 'Awa Diop');
    expect(await reachedAt(server, newcomer)).toBe(sentAt);

    const spared = await forecast(server, owner.auth, other);
    expect(spared.statusCode, spared.body).toBe(200);
    expect(spared.json().forecast).toMatchObject({ segment: 2, reach: 1, excluded: { frequencyCap: 1 } });
    // A campaign started there leaves them out as the forecast said.
    const second = await start(server, owner.auth, other, { conditions: everyone, ...promo() });
    expect(second.statusCode, second.body).toBe(200);
    const notes = await server.db.execute<{ end_user_id: string; error_text: string | null }>(sql`
      SELECT end_user_id, error_text FROM broadcast_recipients
      WHERE broadcast_id = ${second.json().campaign.id} AND status = 'skipped'`);
    expect(notes.rows).toEqual([{ end_user_id: twin, error_text: 'griot:skip.frequencyCap' }]);
  });

  it('a planned run catches up first: a local model reaches the customer whose reply is still in the backlog', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 2);
    await setTimeZone(server, owner.workspaceId, 'Africa/Dakar');
    await server.db.execute(sql`
      INSERT INTO broadcast_models (chatbot_id, title, content, langage) VALUES (${chatbotId}, 'relance', 'Bonjour !', 'fr')`);
    const customers = (
      await server.db.execute<{ id: string }>(
        sql`SELECT id FROM end_users WHERE chatbot_id = ${chatbotId} ORDER BY external_id`,
      )
    ).rows;
    await customerWrote(server.db, {
      endUserId: customers[0]?.id ?? '',
      chatbotId,
      workspaceId: owner.workspaceId,
      hoursAgo: 1,
    });
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/broadcasts',
      headers: owner.auth,
      payload: {
        chatbotId,
        conditions: everyone,
        scheduleAt: localIn('Africa/Dakar', 10),
        title: 'relance',
        langage: 'fr',
        source: 'local',
        parameters: [],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const planId = created.json().item.planId as string;
    await server.db.execute(
      sql`UPDATE campaign_plans SET next_run_at = now() - interval '1 second' WHERE id = ${planId}`,
    );
    await scheduler(server).round();
    expect(schedulerErrors).toEqual([]);
    const { rows } = await server.db.execute<{ end_user_id: string; error_text: string | null }>(sql`
      SELECT r.end_user_id, r.error_text FROM broadcast_recipients r JOIN broadcasts b ON b.id = r.broadcast_id
      WHERE b.plan_id = ${planId} ORDER BY r.position`);
    expect(rows).toEqual(
      expect.arrayContaining([
        { end_user_id: customers[0]?.id, error_text: null },
        { end_user_id: customers[1]?.id, error_text: 'griot:skip.outsideWindow' },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('the cap ends after its hours and follows the workspace’s setting', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 1);
    const [customer] = (
      await server.db.execute<{ id: string }>(sql`SELECT id FROM end_users WHERE chatbot_id = ${chatbotId}`)
    ).rows;
    // Reached 30 hours ago by an earlier campaign (written as delivered, as a demo or import does).
    const earlier = await server.db.execute<{ id: string }>(sql`
      INSERT INTO broadcasts (chatbot_id, template_name, template_language, model, phone_number_id, status, total, finished_at)
      VALUES (${chatbotId}, 'bienvenue', 'fr', '{"source":"whatsapp"}'::jsonb, ${PHONE_NUMBER_ID}, 'finished', 1,
              now() - interval '30 hours')
      RETURNING id`);
    await server.db.execute(sql`
      INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, updated_at)
      VALUES (${earlier.rows[0]?.id}, ${customer?.id}, 1, ${`+${phones[0]}`}, 'delivered', now() - interval '30 hours')`);
    const capped = async () =>
      (await forecast(server, owner.auth, chatbotId)).json().forecast.excluded.frequencyCap;

    await setCap(server, owner.auth, 24);
    expect(await capped()).toBe(0);
    await setCap(server, owner.auth, 48);
    expect(await capped()).toBe(1);
    await setCap(server, owner.auth, 0);
    expect(await capped()).toBe(0);
  });
});
