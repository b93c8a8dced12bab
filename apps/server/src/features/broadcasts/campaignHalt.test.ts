import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignHaltReason, campaignHaltText } from '../../channels/meta/campaignHalt';
import { graphErrorReason } from '../../channels/meta/graphErrorReasons';
import { encryptSecret } from '../../lib/secretBox';
import { useTestServer } from '../../test/buildTestServer';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { ACCESS_TOKEN, eventually } from '../../test/webhookKit';
import { everyone, finished, promo, report, sendsTo, start, world } from './test/broadcastTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

type Row = { status: string; errorDetails: string | null };

describe('a campaign that every send would fail', () => {
  it('pauses by itself with the reason in French when the token is refused, then goes on after « Reprendre », nobody sent twice', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 4);
    const setToken = async (token: string) => {
      await server.db.execute(
        sql`UPDATE chatbots SET access_token_encrypted = ${encryptSecret(server.config.secretKey, token)} WHERE id = ${chatbotId}`,
      );
      server.runtime.chatbots.forget(chatbotId);
    };
    // The templates were read while the token was good (cached); it expires before the launch.
    const models = await server.app.inject({
      method: 'GET',
      url: `/api/get/chatbot/models/${chatbotId}`,
      headers: owner.auth,
    });
    expect(models.statusCode, models.body).toBe(200);
    await setToken('EAAG-expire');
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    expect(started.statusCode, started.body).toBe(200);
    const campaignId = started.json().campaign.id as string;

    const paused = await eventually(async () => {
      const body = await report(server, owner.auth, chatbotId, campaignId);
      return body.campaign.status === 'paused' ? body : undefined;
    });
    expect(paused.campaign.pause_reason).toBe(
      "Jeton d'accès expiré ou invalide : mettez-le à jour dans les paramètres du chatbot. (code 190)",
    );
    // Nobody marked as an error: the customers not reached are still to send.
    expect(paused.campaign).toMatchObject({ succeeded: 0, errors: 0, failed: 0, pending: 4 });
    expect(paused.report.map((row: Row) => row.status)).toEqual(Array(4).fill('Non traité'));
    expect(fake.sent).toHaveLength(0);

    await setToken(ACCESS_TOKEN);
    const resumed = await server.app.inject({
      method: 'POST',
      url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}/resume`,
      headers: owner.auth,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().campaign.pause_reason).toBeNull();
    const done = await finished(server, owner.auth, chatbotId, campaignId);
    expect(done.campaign).toMatchObject({ succeeded: 4, errors: 0, pause_reason: null });
    for (const phone of phones) expect(sendsTo(fake, phone)).toHaveLength(1);
    // The refused tries did not use up the recipients' attempts.
    const attempts = await server.db.execute<{ attempts: number }>(
      sql`SELECT attempts FROM broadcast_recipients WHERE broadcast_id = ${campaignId}`,
    );
    expect(attempts.rows.map((row) => row.attempts)).toEqual([1, 1, 1, 1]);
  });

  it('pauses on a template Meta disabled, a recipient’s own error does not', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 3);
    fake.failNext(1, { status: 400, code: 131026 });
    const first = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const done = await finished(server, owner.auth, chatbotId, first.json().campaign.id);
    expect(done.campaign).toMatchObject({ succeeded: 2, errors: 1 });

    fake.failNext(3, { status: 400, code: 132016 });
    const second = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const paused = await eventually(async () => {
      const body = await report(server, owner.auth, chatbotId, second.json().campaign.id);
      return body.campaign.status === 'paused' ? body : undefined;
    });
    expect(paused.campaign.pause_reason).toBe(
      'Modèle désactivé par Meta pour sa faible qualité. (code 132016)',
    );
    expect(paused.campaign.errors).toBe(0);
  });
});

describe('the report’s error texts', () => {
  it('explains Meta’s codes in French, with the code', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 2);
    fake.failNext(1, { status: 400, code: 131026 });
    fake.failNext(1, { status: 400, code: 131999 });
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const done = await finished(server, owner.auth, chatbotId, started.json().campaign.id);
    const texts = done.report.map((row: Row) => row.errorDetails).sort();
    expect(texts).toEqual([
      "Message non distribuable : ce numéro n'utilise pas WhatsApp ou ne peut pas recevoir ce message. (code 131026)",
      "Échec de l'envoi (code 131999).",
    ]);
  });

  it('has a French reason for every code that pauses a campaign, stored as its code', () => {
    for (const code of [
      10, 190, 200, 368, 131005, 131031, 131042, 131045, 132000, 132001, 132015, 132016, 133010,
    ]) {
      expect(campaignHaltReason(code)).toBe(`graph:${code}`);
      expect(campaignHaltText(`graph:${code}`)).toBe(`${graphErrorReason(code)} (code ${code})`);
      expect(graphErrorReason(code)).toBeTruthy();
    }
    expect(campaignHaltText('graph:1')).toBe('Refusé par Meta. (code 1)');
    expect(campaignHaltText('Un texte enregistré avant les codes')).toBeUndefined();
    expect(campaignHaltReason(131026)).toBeUndefined();
    expect(campaignHaltReason(130429)).toBeUndefined();
  });
});
