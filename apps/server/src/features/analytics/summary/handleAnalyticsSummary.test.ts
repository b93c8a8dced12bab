import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { rollUpAnalytics } from '../rollup/rollUpAnalytics';
import {
  buildEndUser,
  buildRollupWorld,
  CHOICE,
  GREETING,
  inbound,
  outbound,
} from '../rollup/test/rollupWorld';

const server = useTestServer();

async function summaryOf(auth: { authorization: string }, query: string) {
  const response = await server().app.inject({
    method: 'GET',
    url: `/api/analytics/summary?${query}`,
    headers: auth,
  });
  return response;
}

describe('GET /analytics/summary', () => {
  it('cuts the days in the workspace’s time zone and compares with the previous period', async () => {
    const { db } = server();
    // Paris is UTC+1 in March 2026; Dakar is UTC.
    const paris = await buildRollupWorld(server(), 'Europe/Paris');
    const dakar = await buildRollupWorld(server(), 'Africa/Dakar');
    const a = {
      chatbotId: paris.chatbotId,
      endUserId: await buildEndUser(db, paris.chatbotId, '221770000101'),
    };
    const b = {
      chatbotId: paris.chatbotId,
      endUserId: await buildEndUser(db, paris.chatbotId, '221770000102'),
    };
    const c = {
      chatbotId: dakar.chatbotId,
      endUserId: await buildEndUser(db, dakar.chatbotId, '221770000103'),
    };
    await inbound(db, a, '2026-03-10T09:00:00Z');
    await outbound(db, a, '2026-03-10T09:00:01Z', paris.starterId, GREETING);
    await outbound(db, a, '2026-03-10T09:00:01Z', paris.starterId, CHOICE);
    // 23:30 UTC: the 12th in Paris (00:30), after 24 h of silence: A left at the buttons, comes back.
    await inbound(db, a, '2026-03-11T23:30:00Z');
    await inbound(db, b, '2026-03-12T10:00:00Z');
    await outbound(db, b, '2026-03-12T10:00:01Z', paris.starterId, GREETING);
    // 23:30 UTC in Dakar: still the 10th there.
    await inbound(db, c, '2026-03-10T23:30:00Z');
    await rollUpAnalytics(db, { now: new Date('2026-03-12T12:00:00Z') });

    const response = await summaryOf(paris.auth, 'from=2026-03-11&to=2026-03-12');
    expect(response.statusCode).toBe(200);
    const summary = response.json<{ summary: AnalyticsSummary }>().summary;
    expect(summary.period).toEqual({
      from: '2026-03-11',
      to: '2026-03-12',
      previous_from: '2026-03-09',
      previous_to: '2026-03-10',
      time_zone: 'Europe/Paris',
    });
    expect(summary.conversations).toEqual({
      started: { value: 2, previous: 1 },
      finished: { value: 0, previous: 0 },
      left: { value: 0, previous: 1 },
    });
    expect(summary.messages).toEqual({
      inbound: { value: 2, previous: 1 },
      outbound: { value: 1, previous: 2 },
      by_channel: [
        { channel: 'whatsapp', inbound: { value: 2, previous: 1 }, outbound: { value: 1, previous: 2 } },
      ],
    });
    expect(summary.end_users).toEqual({
      new: { value: 1, previous: 1 },
      returning: { value: 1, previous: 0 },
    });
    expect(summary.answered_by).toEqual({
      flow: { value: 1, previous: 2 },
      griot: { value: 0, previous: 0 },
      agent: { value: 0, previous: 0 },
    });
    expect(summary.days).toEqual([
      { day: '2026-03-11', inbound: 0, outbound: 0, conversations: 0, new_end_users: 0 },
      { day: '2026-03-12', inbound: 2, outbound: 1, conversations: 2, new_end_users: 1 },
    ]);
    // Thursday 12 March in Paris: 00:30 and 11:00.
    expect(summary.busiest_hours).toEqual([
      { weekday: 3, hour: 0, messages: 1 },
      { weekday: 3, hour: 11, messages: 1 },
    ]);
    expect(summary.computed_at).toBe('2026-03-12T12:00:00.000Z');

    const inDakar = (await summaryOf(dakar.auth, 'from=2026-03-10&to=2026-03-10')).json<{
      summary: AnalyticsSummary;
    }>();
    expect(inDakar.summary.messages.inbound).toEqual({ value: 1, previous: 0 });
    // Tuesday 10 March, 23:00 in Dakar.
    expect(inDakar.summary.busiest_hours).toEqual([{ weekday: 1, hour: 23, messages: 1 }]);
    expect(inDakar.summary.days).toEqual([
      { day: '2026-03-10', inbound: 1, outbound: 0, conversations: 1, new_end_users: 1 },
    ]);

    // One chatbot of the workspace: the same figures (Paris has one).
    const one = await summaryOf(paris.auth, `from=2026-03-11&to=2026-03-12&chatbotId=${paris.chatbotId}`);
    expect(one.json<{ summary: AnalyticsSummary }>().summary.messages.inbound).toEqual({
      value: 2,
      previous: 1,
    });
  });

  it('refuses another workspace’s chatbot (404) and a reversed period (French error)', async () => {
    const paris = await buildRollupWorld(server(), 'Europe/Paris');
    const other = await buildRollupWorld(server(), 'Africa/Dakar');
    const foreign = await summaryOf(paris.auth, `from=2026-03-01&to=2026-03-02&chatbotId=${other.chatbotId}`);
    expect(foreign.statusCode).toBe(404);
    const reversed = await summaryOf(paris.auth, 'from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('La date de début doit précéder la date de fin');
  });
});
