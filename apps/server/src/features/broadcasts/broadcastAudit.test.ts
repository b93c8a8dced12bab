import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../test/auditTrail';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { loggedInMember } from '../../test/matrixWorld';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { everyone, promo, start, world } from './test/broadcastTestKit';

const testServer = useTestServer();
useBroadcastGraphFake(testServer);

describe('the audit log of broadcasts', () => {
  it('records a campaign started, paused, resumed and cancelled, once each; refused calls record nothing', async () => {
    const server = testServer();
    // Slow enough that the campaign is still running while it is controlled.
    server.config.runtime.broadcastRatePerSecond = 1;
    const { owner, chatbotId } = await world(server, 12);
    const workspaceId = owner.workspaceId;
    const nobody = JSON.stringify([
      { idvariable: 'first_name', comparison: '=', value: 'Personne', operator: null },
    ]);
    const empty = await start(server, owner.auth, chatbotId, { conditions: nobody, ...promo() });
    expect(empty.statusCode).toBe(400);
    expect(await auditTrail(server.db, workspaceId)).toEqual([]);

    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    expect(started.statusCode, started.body).toBe(200);
    const campaignId: string = started.json().campaign.id;
    const control = (action: string, auth = owner.auth) =>
      server.app.inject({
        method: 'POST',
        url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}/${action}`,
        headers: auth,
      });

    const agent = await loggedInMember(server, workspaceId, 'agent');
    expect((await control('pause', agent.auth)).statusCode).toBe(403);
    const stranger = await buildAccount(server);
    expect((await control('pause', stranger.auth)).statusCode).toBe(404);

    expect((await control('pause')).json().campaign.status).toBe('paused');
    // Pausing a paused campaign changes nothing: no second line.
    expect((await control('pause')).statusCode).toBe(200);
    expect((await control('resume')).json().campaign.status).toBe('running');
    expect((await control('cancel')).json().campaign.status).toBe('cancelled');
    expect((await control('resume')).statusCode).toBe(409);

    const details = { chatbot: 'Téranga Bot', chatbot_id: chatbotId, campaign_id: campaignId };
    const line = (type: string, extra: Record<string, unknown> = {}) => ({
      type,
      actorId: owner.user.id,
      actorName: 'Awa Diop',
      subject: 'promo_tabaski',
      details: { ...details, ...extra },
    });
    const trail = await auditTrail(server.db, workspaceId);
    expect(trail).toEqual([
      line('broadcast.started', { recipients: 12 }),
      line('broadcast.paused'),
      line('broadcast.resumed'),
      line('broadcast.cancelled'),
    ]);
    expect(await auditTrail(server.db, stranger.workspaceId)).toEqual([]);
  });
});
