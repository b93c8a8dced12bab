import { buildNumberQualityWebhook } from '@griot/fakes/whatsAppNumberWebhooks';
import { buildStatusWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encryptSecret } from '../../../lib/secretBox';
import { type TestServer, useTestServer } from '../../../test/buildTestServer';
import { useBroadcastGraphFake } from '../../../test/useBroadcastGraphFake';
import { eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../../test/webhookKit';
import { everyone, finished, promo, report, start, world } from '../test/broadcastTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);
const WABA = '102290129340398';

/** A campaign of `count` customers sent slowly (`rate` a second), so it is still running when Meta speaks. */
async function slowCampaign(server: TestServer, count: number, rate = 1) {
  const built = await world(server, count);
  server.config.runtime.broadcastRatePerSecond = rate;
  const started = await start(server, built.owner.auth, built.chatbotId, {
    conditions: everyone,
    ...promo(),
  });
  expect(started.statusCode, started.body).toBe(200);
  return { ...built, campaignId: started.json().campaign.id as string };
}

async function statusOf(server: TestServer, campaignId: string) {
  const { rows } = await server.db.execute<{ status: string; pause_reason: string | null; auto: boolean }>(
    sql`SELECT status, pause_reason, paused_automatically_at IS NOT NULL AS auto FROM broadcasts WHERE id = ${campaignId}`,
  );
  return rows[0];
}

async function control(
  server: TestServer,
  auth: object,
  chatbotId: string,
  campaignId: string,
  action: string,
) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}/${action}`,
    headers: auth as Record<string, string>,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the number’s protection', () => {
  it('pauses the running campaign when Meta flags the number, keeps the quality; a retried webhook changes nothing more', async () => {
    const server = testServer();
    const { owner, chatbotId, campaignId } = await slowCampaign(server, 6);
    await server.db.execute(sql`
      INSERT INTO whatsapp_accounts (workspace_id, type, waba_id, business_token_encrypted, chatbot_id, quality_rating, messaging_limit_tier)
      VALUES (${owner.workspaceId}, 'ecommerce', ${WABA}, ${encryptSecret(server.config.secretKey, 'x')}, ${chatbotId}, 'GREEN', 'TIER_10K')`);
    const flagged = buildNumberQualityWebhook({ wabaId: WABA, event: 'FLAGGED', currentLimit: 'TIER_10K' });
    const delivered = await postWhatsAppWebhook(server, chatbotId, flagged);
    expect(delivered.statusCode, delivered.body).toBe(200);

    const paused = await eventually(async () => {
      const body = await report(server, owner.auth, chatbotId, campaignId);
      return body.campaign.status === 'paused' ? body : undefined;
    });
    expect(paused.campaign.pause_reason).toBe(
      'La qualité de votre numéro WhatsApp est passée au rouge (signalée par Meta) : la campagne a été mise en pause pour protéger le numéro.',
    );
    expect(await statusOf(server, campaignId)).toMatchObject({ pause_reason: 'quality:FLAGGED', auto: true });
    const { rows: account } = await server.db.execute<{
      quality_rating: string;
      messaging_limit_tier: string;
    }>(
      sql`SELECT quality_rating, messaging_limit_tier FROM whatsapp_accounts WHERE chatbot_id = ${chatbotId}`,
    );
    expect(account[0]).toEqual({ quality_rating: 'RED', messaging_limit_tier: 'TIER_10K' });
    const english = await server.app.inject({
      method: 'GET',
      url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}`,
      headers: { ...owner.auth, 'accept-language': 'en' },
    });
    expect(english.json().campaign.pause_reason).toBe(
      'Your WhatsApp number’s quality dropped to red (flagged by Meta): the campaign was paused to protect the number.',
    );

    // The user resumes; Meta delivers the same webhook again: nothing more is paused.
    await control(server, owner.auth, chatbotId, campaignId, 'resume');
    expect((await postWhatsAppWebhook(server, chatbotId, flagged)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await statusOf(server, campaignId))?.status).toBe('running');

    // A lowered messaging limit is a new event: it pauses, with the tier.
    const downgrade = buildNumberQualityWebhook({
      wabaId: WABA,
      event: 'DOWNGRADE',
      oldLimit: 'TIER_10K',
      currentLimit: 'TIER_1K',
    });
    expect((await postWhatsAppWebhook(server, chatbotId, downgrade)).statusCode).toBe(200);
    const again = await eventually(async () => {
      const row = await statusOf(server, campaignId);
      return row?.status === 'paused' ? row : undefined;
    });
    expect(again.pause_reason).toBe('quality:DOWNGRADE:TIER_1K');
    const { rows: tier } = await server.db.execute<{ messaging_limit_tier: string }>(
      sql`SELECT messaging_limit_tier FROM whatsapp_accounts WHERE chatbot_id = ${chatbotId}`,
    );
    expect(tier[0]?.messaging_limit_tier).toBe('TIER_1K');
    await control(server, owner.auth, chatbotId, campaignId, 'cancel');
  });

  it('pauses the campaigns sending a template whose quality turned red; an upgrade pauses nothing', async () => {
    const server = testServer();
    const { owner, chatbotId, campaignId } = await slowCampaign(server, 4);
    const upgrade = buildNumberQualityWebhook({ wabaId: WABA, event: 'UPGRADE', currentLimit: 'TIER_100K' });
    expect((await postWhatsAppWebhook(server, chatbotId, upgrade)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await statusOf(server, campaignId))?.status).toBe('running');
    const templateRed = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WABA,
          time: 1_790_000_000,
          changes: [
            {
              field: 'message_template_quality_update',
              value: {
                previous_quality_score: 'GREEN',
                new_quality_score: 'RED',
                message_template_id: 8_001,
                message_template_name: 'promo_tabaski',
                message_template_language: 'fr',
              },
            },
          ],
        },
      ],
    };
    expect((await postWhatsAppWebhook(server, chatbotId, templateRed)).statusCode).toBe(200);
    const paused = await eventually(async () => {
      const body = await report(server, owner.auth, chatbotId, campaignId);
      return body.campaign.status === 'paused' ? body : undefined;
    });
    expect(paused.campaign.pause_reason).toBe(
      'La qualité du modèle « promo_tabaski » est devenue mauvaise (ou Meta l’a mis en pause) : la campagne a été mise en pause.',
    );
    await control(server, owner.auth, chatbotId, campaignId, 'cancel');
  });

  it('pauses on Meta’s spam rate limit (131048) with its reason, nobody counted as an error', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 3);
    fake.failNext(1, { status: 400, code: 131048 });
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const campaignId = started.json().campaign.id as string;
    const paused = await eventually(async () => {
      const body = await report(server, owner.auth, chatbotId, campaignId);
      return body.campaign.status === 'paused' ? body : undefined;
    });
    expect(paused.campaign.pause_reason).toBe(
      "Limite d'envoi atteinte : la qualité du numéro est jugée trop basse par Meta. (code 131048)",
    );
    expect(paused.campaign.errors).toBe(0);
    expect(await statusOf(server, campaignId)).toMatchObject({ pause_reason: 'graph:131048', auto: true });
  });

  it('pauses on a burst of failures with its figures', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 40);
    server.config.runtime.broadcastRatePerSecond = 20;
    fake.failNext(15, { status: 400, code: 131026 });
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const campaignId = started.json().campaign.id as string;
    const paused = await eventually(async () => {
      const body = await report(server, owner.auth, chatbotId, campaignId);
      return body.campaign.status === 'paused' ? body : undefined;
    });
    expect(paused.campaign.pause_reason).toMatch(
      /^\d+ des \d+ derniers envois ont échoué : la campagne a été mise en pause pour éviter que le numéro ne soit signalé\.$/,
    );
    expect(paused.campaign.errors).toBeGreaterThanOrEqual(10);
    expect(paused.campaign.pending).toBeGreaterThan(0);
    expect((await statusOf(server, campaignId))?.pause_reason).toMatch(/^failure-rate:\d+\/\d+$/);
  });

  it('tries a customer Meta capped (131049) a day later, marks them, and ends them capped, never failed', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 2);
    fake.failNext(1, { status: 400, code: 131049 });
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const campaignId = started.json().campaign.id as string;
    const waiting = await eventually(async () => {
      const { rows } = await server.db.execute<{
        id: string;
        status: string;
        error_text: string;
        hours: number;
        capped: boolean;
      }>(sql`
        SELECT r.id, r.status, r.error_text, (extract(epoch FROM r.next_attempt_at - now()) / 3600)::float8 AS hours,
          eu.meta_capped_at IS NOT NULL AS capped
        FROM broadcast_recipients r JOIN end_users eu ON eu.id = r.end_user_id
        WHERE r.broadcast_id = ${campaignId} AND r.error_code = 131049`);
      return rows[0]?.status === 'pending' ? rows[0] : undefined;
    });
    expect(waiting).toMatchObject({ error_text: 'griot:capped.retry', capped: true });
    expect(waiting.hours).toBeGreaterThan(23);
    const body = await report(server, owner.auth, chatbotId, campaignId);
    expect(body.campaign).toMatchObject({ status: 'running', failed: 0, errors: 0 });

    // A day later, twice more: Meta caps them each time; the third try ends them capped.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      fake.failNext(1, { status: 400, code: 131049 });
      await server.db.execute(
        sql`UPDATE broadcast_recipients SET next_attempt_at = now() WHERE id = ${waiting.id}`,
      );
      await eventually(async () => {
        const { rows } = await server.db.execute<{ attempts: number; status: string }>(
          sql`SELECT attempts, status FROM broadcast_recipients WHERE id = ${waiting.id}`,
        );
        return rows[0] && rows[0].attempts === attempt + 2 && rows[0].status !== 'sending';
      });
    }
    const done = await finished(server, owner.auth, chatbotId, campaignId);
    expect(done.campaign).toMatchObject({ succeeded: 1, failed: 0, errors: 0, capped: 1, processed: 2 });
    const { rows } = await server.db.execute<{ status: string; error_text: string }>(
      sql`SELECT status, error_text FROM broadcast_recipients WHERE id = ${waiting.id}`,
    );
    expect(rows[0]).toEqual({ status: 'capped', error_text: 'griot:capped' });
  });

  it('takes a 131049 status webhook for a cap, not a failure: sent again a day later, the old send’s duplicate changes nothing', async () => {
    const server = testServer();
    // Slow (1 a second): the campaign still runs when Meta's status comes.
    const { owner, chatbotId, campaignId } = await slowCampaign(server, 10, 1);
    type Row = {
      id: string;
      status: string;
      message_id: string | null;
      error_text: string | null;
      capped: boolean;
    };
    const first = async () =>
      (
        await server.db.execute<Row>(sql`
          SELECT r.id, r.status, r.message_id, r.error_text, eu.meta_capped_at IS NOT NULL AS capped
          FROM broadcast_recipients r JOIN end_users eu ON eu.id = r.end_user_id
          WHERE r.broadcast_id = ${campaignId} AND r.position = 1`)
      ).rows[0];
    const accepted = await eventually(async () => {
      const row = await first();
      return row && ['accepted', 'sent', 'delivered'].includes(row.status) && row.message_id
        ? row
        : undefined;
    });
    const capped = buildStatusWebhook({
      phoneNumberId: PHONE_NUMBER_ID,
      wamid: accepted.message_id ?? '',
      status: 'failed',
      recipient: 'unused',
      errors: [{ code: 131049 }],
      callbackData: accepted.id,
    });
    expect((await postWhatsAppWebhook(server, chatbotId, capped)).statusCode).toBe(200);
    const waiting = await eventually(async () => {
      const row = await first();
      return row?.status === 'pending' ? row : undefined;
    });
    expect(waiting).toMatchObject({ message_id: null, error_text: 'griot:capped.retry', capped: true });
    const body = await report(server, owner.auth, chatbotId, campaignId);
    expect(body.campaign).toMatchObject({ status: 'running', failed: 0, errors: 0 });

    // A day later it is sent again; Meta's duplicate of the old send's status names the old wamid.
    server.config.runtime.broadcastRatePerSecond = 80;
    await server.db.execute(
      sql`UPDATE broadcast_recipients SET next_attempt_at = now() - interval '1 hour' WHERE id = ${accepted.id}`,
    );
    const resent = await eventually(async () => {
      const row = await first();
      return row &&
        ['accepted', 'sent', 'delivered'].includes(row.status) &&
        row.message_id !== accepted.message_id
        ? row
        : undefined;
    });
    expect((await postWhatsAppWebhook(server, chatbotId, capped)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await first();
    expect(after?.message_id).toBe(resent.message_id);
    expect(['accepted', 'sent', 'delivered']).toContain(after?.status);
    const done = await finished(server, owner.auth, chatbotId, campaignId);
    expect(done.campaign).toMatchObject({ succeeded: 10, failed: 0, errors: 0 });
  });
});
