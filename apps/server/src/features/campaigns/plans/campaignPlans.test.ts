import broadcastFr from '@griot/contract/broadcasts/i18n/fr';
import fr from '@griot/contract/campaigns/plans/i18n/fr';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { useBroadcastGraphFake } from '../../../test/useBroadcastGraphFake';
import { eventually } from '../../../test/webhookKit';
import {
  call,
  countRows,
  createCampaign,
  everyone,
  listCampaigns,
  localIn,
  promo,
  scheduler,
  setTimeZone,
  welcome,
  world,
} from './test/planTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);
const ZONE = 'Europe/Paris';

describe('POST /broadcasts', () => {
  it('starts now without a schedule, as the broadcast panel does, and the workspace list shows it with its figures', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 3);
    const created = await createCampaign(server, owner.auth, {
      chatbotId,
      conditions: everyone,
      name: 'Tabaski 2026',
      ...promo(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().item;
    expect(item).toMatchObject({
      kind: 'campaign',
      name: 'Tabaski 2026',
      template: 'promo_tabaski',
      planId: null,
    });
    await eventually(async () => (fake.sent.length === 3 ? true : undefined), 10_000);
    const listed = await eventually(async () => {
      const { items } = await listCampaigns(server, owner.auth);
      return items[0]?.status === 'finished' ? items : undefined;
    }, 10_000);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: item.id, chatbotId, figures: { total: 3, succeeded: 3, held: 0 } });
  });

  it('refuses a past schedule, a weekly recurrence without a day, a share over 50 %, both a date and a recurrence, a model or variable the chatbot lacks: in French, nothing stored', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 2);
    await setTimeZone(server, owner.workspaceId, ZONE);
    const base = { chatbotId, conditions: everyone, ...promo() };
    const refusals: Array<[object, string]> = [
      [{ scheduleAt: localIn(ZONE, -5) }, fr.schedulePast],
      [{ recurrence: { frequency: 'weekly', days: [], time: '10:00' } }, fr.recurrenceNoDay],
      [
        {
          abTest: { variantB: welcome, sharePercent: 51, metric: 'read', decideAfterHours: 4, pick: 'auto' },
        },
        fr.shareTooHigh,
      ],
      [
        { scheduleAt: localIn(ZONE, 60), recurrence: { frequency: 'daily', days: [], time: '10:00' } },
        fr.scheduleAndRecurrence,
      ],
      [
        { recurrence: { frequency: 'daily', days: [], time: '10:00', endsOn: '2020-01-01' } },
        fr.recurrenceEnded,
      ],
    ];
    // Another chatbot's model or variable: French 400 as for one that does not exist.
    refusals.push(
      [{ title: 'modele_d_un_autre_espace' }, broadcastFr.modelUnknown],
      [
        {
          conditions: JSON.stringify([
            { idvariable: 'budget_autre_bot', comparison: '=', value: '1', operator: null },
          ]),
        },
        'budget_autre_bot',
      ],
    );
    for (const [extra, message] of refusals) {
      const response = await createCampaign(server, owner.auth, { ...base, ...extra });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message.slice(0, 30));
    }
    expect(await countRows(server, 'campaign_plans', owner.workspaceId)).toBe(0);
    expect(await countRows(server, 'broadcasts', owner.workspaceId)).toBe(0);
    expect(fake.sent).toHaveLength(0);
  });

  it('answers garbage dates, days and shapes with a 400, never a 500', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 1);
    const base = { chatbotId, conditions: everyone, ...promo() };
    const bodies = [
      { ...base, scheduleAt: 'abc' },
      { ...base, scheduleAt: '2026-13-45T10:00' },
      { ...base, recurrence: { frequency: 'weekly', days: 'lundi', time: '10:00' } },
      { ...base, recurrence: { frequency: 'daily', time: '25:00', endsOn: 'zz' } },
      { ...base, recurrence: 'chaque lundi' },
      { ...base, abTest: { variantB: 'b', sharePercent: '10' } },
      { ...base, title: [false, [{}]], parameters: [-1] },
    ];
    for (const body of bodies) {
      const response = await createCampaign(server, owner.auth, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const planPath = '/broadcasts/plans/%F2%9D%8C%B5%0Fk';
    expect((await call(server, owner.auth, 'PUT', planPath, { ...base, scheduleAt: 'x' })).statusCode).toBe(
      400,
    );
    for (const cursor of [
      '1|x',
      '2026|------------------------------------',
      'March 7|00000000-0000-4000-8000-000000000000',
    ]) {
      const page = await call(
        server,
        owner.auth,
        'GET',
        `/broadcasts?cursor=${Buffer.from(cursor).toString('base64url')}`,
      );
      expect(page.statusCode, cursor).toBe(400);
    }
    const settings = await call(server, owner.auth, 'PUT', '/broadcasts/settings', {
      quietHours: 'nuit',
      frequencyCapHours: 1,
    });
    expect(settings.statusCode).toBe(400);
  });

  it('pages the list newest first with its cursor, and filters by chatbot and status', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 1);
    const names = ['Premier', 'Deuxième', 'Troisième'];
    for (const name of names)
      expect(
        (
          await createCampaign(server, owner.auth, {
            chatbotId,
            conditions: everyone,
            name,
            scheduleAt: localIn('Africa/Dakar', 600),
            ...promo(),
          })
        ).statusCode,
      ).toBe(200);
    const first = await listCampaigns(server, owner.auth, `?limit=2&chatbotId=${chatbotId}&status=scheduled`);
    expect(first.items.map((item) => item.name)).toEqual(['Troisième', 'Deuxième']);
    const second = await listCampaigns(server, owner.auth, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.name)).toEqual(['Premier']);
    expect(second.nextCursor).toBeNull();
    expect((await listCampaigns(server, owner.auth, '?status=running')).items).toEqual([]);
  });

  it("another workspace's chatbot, plan or campaign is a 404, and nothing of theirs moves", async () => {
    const server = testServer();
    const mine = await world(server, 1);
    const theirs = await world(server, 1);
    const planned = await createCampaign(server, theirs.owner.auth, {
      chatbotId: theirs.chatbotId,
      conditions: everyone,
      scheduleAt: localIn('Africa/Dakar', 120),
      ...promo(),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const planId = planned.json().item.planId as string;
    const attempts = [
      await createCampaign(server, mine.owner.auth, {
        chatbotId: theirs.chatbotId,
        conditions: everyone,
        ...promo(),
      }),
      await call(server, mine.owner.auth, 'GET', `/broadcasts/${planId}`),
      await call(server, mine.owner.auth, 'POST', `/broadcasts/plans/${planId}/cancel`),
      await call(server, mine.owner.auth, 'PUT', `/broadcasts/plans/${planId}`, {
        chatbotId: mine.chatbotId,
        conditions: everyone,
        scheduleAt: localIn('Africa/Dakar', 180),
        ...promo(),
      }),
    ];
    for (const response of attempts) expect(response.statusCode, response.body).toBe(404);
    expect((await listCampaigns(server, mine.owner.auth)).items).toHaveLength(0);
    const still = await call(server, theirs.owner.auth, 'GET', `/broadcasts/${planId}`);
    expect(still.json().item).toMatchObject({ status: 'scheduled', chatbotId: theirs.chatbotId });
  });
});

describe('plans before they start', () => {
  it('edits then cancels a planned campaign; a cancelled plan never starts and cannot be edited', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 2);
    await setTimeZone(server, owner.workspaceId, ZONE);
    const at = localIn(ZONE, 24 * 60);
    const created = await createCampaign(server, owner.auth, {
      chatbotId,
      conditions: everyone,
      scheduleAt: at,
      ...promo(),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().item).toMatchObject({
      kind: 'plan',
      status: 'scheduled',
      scheduleAt: at,
      figures: null,
    });
    const planId = created.json().item.planId as string;
    const later = localIn(ZONE, 48 * 60);
    const edited = await call(server, owner.auth, 'PUT', `/broadcasts/plans/${planId}`, {
      chatbotId,
      conditions: everyone,
      scheduleAt: later,
      name: 'Bienvenue',
      ...welcome,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().item).toMatchObject({ scheduleAt: later, template: 'bienvenue', name: 'Bienvenue' });
    expect(edited.json().item.message).toMatchObject({ title: 'bienvenue', source: 'whatsapp' });
    const cancelled = await call(server, owner.auth, 'POST', `/broadcasts/plans/${planId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().item).toMatchObject({ status: 'cancelled', nextRunAt: null });
    // Its time comes (a clock three days ahead): nothing of this workspace starts.
    await scheduler(server, () => Date.now() + 3 * 24 * 3_600_000).round();
    const again = await call(server, owner.auth, 'PUT', `/broadcasts/plans/${planId}`, {
      chatbotId,
      conditions: everyone,
      scheduleAt: later,
      ...welcome,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(fr.planNotEditable);
    expect((await call(server, owner.auth, 'POST', `/broadcasts/plans/${planId}/cancel`)).statusCode).toBe(
      409,
    );
    expect(await countRows(server, 'broadcasts', owner.workspaceId)).toBe(0);
  });
});

describe('quiet hours and frequency cap settings', () => {
  it('reads and saves them; refuses a cap over 720 h and an empty window', async () => {
    const server = testServer();
    const { owner } = await world(server, 0);
    await setTimeZone(server, owner.workspaceId, ZONE);
    const read = await call(server, owner.auth, 'GET', '/broadcasts/settings');
    expect(read.json()).toMatchObject({
      settings: { quietHours: null, frequencyCapHours: 0 },
      timeZone: ZONE,
    });
    const saved = await call(server, owner.auth, 'PUT', '/broadcasts/settings', {
      quietHours: { start: '21:00', end: '08:00' },
      frequencyCapHours: 48,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { rows } = await server.db.execute<{ start: number; end: number; cap: number }>(sql`
      SELECT quiet_hours_start AS start, quiet_hours_end AS end, frequency_cap_hours AS cap FROM workspaces WHERE id = ${owner.workspaceId}`);
    expect(rows[0]).toEqual({ start: 21 * 60, end: 8 * 60, cap: 48 });
    for (const body of [
      { quietHours: null, frequencyCapHours: 721 },
      { quietHours: { start: '22:00', end: '22:00' }, frequencyCapHours: 0 },
    ]) {
      const refused = await call(server, owner.auth, 'PUT', '/broadcasts/settings', body);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await call(server, owner.auth, 'GET', '/broadcasts/settings')).json().settings).toEqual({
      quietHours: { start: '21:00', end: '08:00' },
      frequencyCapHours: 48,
    });
  });
});
