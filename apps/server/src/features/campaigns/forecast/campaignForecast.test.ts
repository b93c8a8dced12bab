import { endUsers } from '@griot/db/schema/endUsers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { customerWrote } from '../../../test/customerWrote';
import { buildAccount } from '../../../test/factories';
import { useBroadcastGraphFake } from '../../../test/useBroadcastGraphFake';
import { PHONE_NUMBER_ID } from '../../../test/webhookKit';
import { everyone, promo, start, world } from '../../broadcasts/test/broadcastTestKit';

const testServer = useTestServer();
useBroadcastGraphFake(testServer);

type Server = ReturnType<typeof testServer>;

/**
 * The hand-computed segment: ten end-users matching everyone. Sent: three Senegalese numbers (one
 * inside its window, one capped by Meta yesterday) and two French ones. Left out, one each: opted
 * out, number invalid, Telegram, imported without opt-in (the template is marketing), reached by
 * another campaign an hour ago (the workspace's cap is 24 h).
 */
async function handComputedWorld(server: Server) {
  const { owner, chatbotId } = await world(server, 0);
  const add = async (
    name: string,
    values: Partial<typeof endUsers.$inferInsert> & { externalId: string },
  ) => {
    const [row] = await server.db
      .insert(endUsers)
      .values({
        chatbotId,
        channel: 'whatsapp',
        fullName: name,
        phone: values.channel === 'telegram' ? '' : `+${values.externalId}`,
        ...values,
      })
      .returning();
    return row?.id ?? '';
  };
  const day = 24 * 3600_000;
  const inside = await add('Awa Diop', { externalId: '221771000001' });
  await add('Moussa Sarr', { externalId: '221771000002', metaCappedAt: new Date(Date.now() - day) });
  await add('Fatou Ndiaye', { externalId: '221771000003' });
  await add('Claire Martin', { externalId: '33612000001' });
  await add('Louis Petit', { externalId: '33612000002' });
  await add('Ibrahima Fall', { externalId: '221771000004', optedOutAt: new Date() });
  await add('Khady Ba', { externalId: '221771000005', invalidNumberAt: new Date() });
  await add('Olu Ade', { externalId: 'tg-42', channel: 'telegram' });
  await add('Aminata Sow', { externalId: '221771000006', importedAt: new Date() });
  const capped = await add('Cheikh Diouf', { externalId: '221771000007' });
  await customerWrote(server.db, {
    endUserId: inside,
    chatbotId,
    workspaceId: owner.workspaceId,
    hoursAgo: 1,
  });
  await server.db.execute(
    sql`UPDATE workspaces SET frequency_cap_hours = 24 WHERE id = ${owner.workspaceId}`,
  );
  const earlier = await server.db.execute<{ id: string }>(sql`
    INSERT INTO broadcasts (chatbot_id, template_name, template_language, model, phone_number_id, status, total, finished_at)
    VALUES (${chatbotId}, 'bienvenue', 'fr', '{"source":"whatsapp"}'::jsonb, ${PHONE_NUMBER_ID}, 'finished', 1, now())
    RETURNING id`);
  await server.db.execute(sql`
    INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, updated_at)
    VALUES (${earlier.rows[0]?.id}, ${capped}, 1, '+221771000007', 'delivered', now() - interval '1 hour')`);
  await server.db.execute(sql`
    INSERT INTO whatsapp_accounts (workspace_id, type, waba_id, phone_number_id, business_token_encrypted, messaging_limit_tier)
    VALUES (${owner.workspaceId}, 'ecommerce', '102290129340398', ${PHONE_NUMBER_ID}, 'x', 'TIER_1K')`);
  return { owner, chatbotId };
}

function forecast(server: Server, auth: { authorization: string }, payload: object) {
  return server.app.inject({ method: 'POST', url: '/api/broadcasts/forecast', headers: auth, payload });
}

describe('POST /broadcasts/forecast', () => {
  it('counts the hand-computed segment, its exclusions, window, cost by country, time and limit', async () => {
    const server = testServer();
    const { owner, chatbotId } = await handComputedWorld(server);
    const response = await forecast(server, owner.auth, { chatbotId, conditions: everyone, ...promo() });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().forecast;
    expect(result).toMatchObject({
      segment: 10,
      excluded: {
        optedOut: 1,
        invalidNumber: 1,
        notOnWhatsApp: 1,
        outsideWindow: 0,
        noMarketingOptIn: 1,
        frequencyCap: 1,
      },
      reach: 5,
      metaCapped: 1,
      insideWindow: 1,
      model: { source: 'whatsapp', category: 'MARKETING' },
      frequencyCapHours: 24,
      duration: { ratePerSecond: 77.9, seconds: 1 },
      messagingLimit: { tier: 'TIER_1K', limit: 1000, usedToday: 1, left: 999, needed: 4, exceeded: false },
      // Ten end-users: every one counted, no sample.
      estimate: null,
    });
    // The seeded card: Senegal is 'Rest of Africa' at 0.0225, France 0.0859 per marketing message.
    expect(result.cost).toMatchObject({ currency: 'USD', pricesFrom: '2025-07-01', total: 0.2393 });
    expect(result.cost.byCountry).toEqual([
      { country: 'FR', recipients: 2, charged: 2, unitPrice: 0.0859, amount: 0.1718 },
      { country: 'SN', recipients: 3, charged: 3, unitPrice: 0.0225, amount: 0.0675 },
    ]);

    // A campaign started right after leaves out exactly whom the forecast announced, with its reasons.
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    expect(started.statusCode, started.body).toBe(200);
    const notes = await server.db.execute<{ note: string | null; count: number }>(sql`
      SELECT CASE WHEN status = 'skipped' THEN error_text END AS note, count(*)::int AS count
      FROM broadcast_recipients WHERE broadcast_id = ${started.json().campaign.id}
      GROUP BY 1 ORDER BY 1 NULLS FIRST`);
    expect(notes.rows).toEqual([
      { note: null, count: 5 },
      { note: 'griot:skip.frequencyCap', count: 1 },
      { note: 'griot:skip.invalidNumber', count: 1 },
      { note: 'griot:skip.noMarketingOptIn', count: 1 },
      { note: 'griot:skip.notOnWhatsApp', count: 1 },
      { note: 'griot:skip.optedOut', count: 1 },
    ]);
  });

  it('for a local model: only the window counts, and it costs nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await handComputedWorld(server);
    await server.db.execute(sql`
      INSERT INTO broadcast_models (chatbot_id, title, content, langage) VALUES (${chatbotId}, 'relance', 'Bonjour !', 'fr')`);
    const response = await forecast(server, owner.auth, {
      chatbotId,
      conditions: everyone,
      title: 'relance',
      langage: 'fr',
      source: 'local',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().forecast;
    // Outside the window comes before the cap and the opt-in: six left out for it, one sent.
    expect(result.excluded).toMatchObject({ outsideWindow: 6, noMarketingOptIn: 0, frequencyCap: 0 });
    expect(result).toMatchObject({ reach: 1, insideWindow: 1, model: { source: 'local', category: '' } });
    expect(result.cost.total).toBe(0);
    expect(result.messagingLimit.needed).toBe(0);
  });

  it('answers 404 for another workspace’s chatbot and the segment’s French errors', async () => {
    const server = testServer();
    const { owner, chatbotId } = await handComputedWorld(server);
    const stranger = await buildAccount(server);
    const foreign = await forecast(server, stranger.auth, { chatbotId, conditions: everyone, ...promo() });
    expect(foreign.statusCode).toBe(404);
    const malformed = await forecast(server, owner.auth, {
      chatbotId,
      conditions: '{pas du json',
      ...promo(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/condition/i);
    const unknownModel = await forecast(server, owner.auth, {
      chatbotId,
      conditions: everyone,
      ...promo(),
      title: 'inconnu',
    });
    expect(unknownModel.statusCode).toBe(400);
  });
});
