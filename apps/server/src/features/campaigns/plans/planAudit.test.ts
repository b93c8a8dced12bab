import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../../test/auditTrail';
import { useTestServer } from '../../../test/buildTestServer';
import { buildAccount } from '../../../test/factories';
import { loggedInMember } from '../../../test/matrixWorld';
import { useBroadcastGraphFake } from '../../../test/useBroadcastGraphFake';
import { localToInstant } from './recurrence';
import {
  call,
  createCampaign,
  everyone,
  localIn,
  promo,
  scheduler,
  schedulerErrors,
  setTimeZone,
  welcome,
  world,
} from './test/planTestKit';

const testServer = useTestServer();
useBroadcastGraphFake(testServer);
const ZONE = 'Europe/Paris';

describe('the audit log of campaign plans', () => {
  it('records a campaign planned, a recurring one created, an edit, a cancel and a scheduled start, once each; refused calls record nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 2);
    await setTimeZone(server, owner.workspaceId, ZONE);
    const trail = () => auditTrail(server.db, owner.workspaceId);
    const base = { chatbotId, conditions: everyone, ...promo() };

    // Refused by the checks, the role, ownership: no line.
    expect(
      (await createCampaign(server, owner.auth, { ...base, scheduleAt: localIn(ZONE, -5) })).statusCode,
    ).toBe(400);
    const agent = await loggedInMember(server, owner.workspaceId, 'agent');
    expect(
      (await createCampaign(server, agent.auth, { ...base, scheduleAt: localIn(ZONE, 60) })).statusCode,
    ).toBe(403);
    const stranger = await buildAccount(server);
    expect(
      (await createCampaign(server, stranger.auth, { ...base, scheduleAt: localIn(ZONE, 60) })).statusCode,
    ).toBe(404);
    expect(await trail()).toEqual([]);

    const at = localIn(ZONE, 24 * 60);
    const planned = await createCampaign(server, owner.auth, { ...base, name: 'Tabaski', scheduleAt: at });
    expect(planned.statusCode, planned.body).toBe(200);
    const planId = planned.json().item.planId as string;
    const recurrence = { frequency: 'weekly', days: [1], time: '10:00' };
    const recurring = await createCampaign(server, owner.auth, { ...base, recurrence });
    expect(recurring.statusCode, recurring.body).toBe(200);
    const recurringId = recurring.json().item.planId as string;

    const edit = { chatbotId, conditions: everyone, scheduleAt: at, name: 'Bienvenue', ...welcome };
    const plan = `/broadcasts/plans/${planId}`;
    expect((await call(server, stranger.auth, 'PUT', plan, edit)).statusCode).toBe(404);
    expect((await call(server, stranger.auth, 'POST', `${plan}/cancel`)).statusCode).toBe(404);
    expect((await call(server, agent.auth, 'POST', `${plan}/cancel`)).statusCode).toBe(403);
    expect((await call(server, owner.auth, 'PUT', plan, edit)).statusCode).toBe(200);
    expect((await call(server, owner.auth, 'POST', `${plan}/cancel`)).statusCode).toBe(200);
    // Cancelled: a second cancel and an edit are refused, and write nothing.
    expect((await call(server, owner.auth, 'POST', `${plan}/cancel`)).statusCode).toBe(409);
    expect((await call(server, owner.auth, 'PUT', plan, edit)).statusCode).toBe(409);

    // The recurring plan's run comes: Griot starts it, as `broadcast.started` without an actor.
    await scheduler(server, () => Date.now() + 8 * 24 * 3_600_000).round();
    expect(schedulerErrors).toEqual([]);

    const by = { actorId: owner.user.id, actorName: 'Awa Diop' };
    const about = (id: string) => ({ chatbot: 'Téranga Bot', chatbot_id: chatbotId, plan_id: id });
    const lines = await trail();
    const started = lines.at(-1);
    expect(lines).toEqual([
      {
        type: 'broadcast.planned',
        ...by,
        subject: 'Tabaski',
        details: {
          ...about(planId),
          scheduled_at: new Date(localToInstant(at, ZONE)).toISOString(),
          time_zone: ZONE,
        },
      },
      {
        type: 'broadcast.recurring_created',
        ...by,
        subject: 'promo_tabaski',
        details: { ...about(recurringId), frequency: 'weekly', time: '10:00', time_zone: ZONE },
      },
      {
        type: 'broadcast.plan_edited',
        ...by,
        subject: 'Bienvenue',
        details: {
          ...about(planId),
          scheduled_at: new Date(localToInstant(at, ZONE)).toISOString(),
          time_zone: ZONE,
        },
      },
      { type: 'broadcast.plan_cancelled', ...by, subject: 'Bienvenue', details: about(planId) },
      {
        type: 'broadcast.started',
        actorId: null,
        actorName: '',
        subject: 'promo_tabaski',
        details: { ...about(recurringId), campaign_id: started?.details.campaign_id, recipients: 2 },
      },
    ]);
    expect(started?.details.campaign_id).toEqual(expect.any(String));
    expect(await auditTrail(server.db, stranger.workspaceId)).toEqual([]);
  });
});
