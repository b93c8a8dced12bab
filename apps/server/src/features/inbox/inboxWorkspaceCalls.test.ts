import fr from '@griot/contract/inbox/i18n/fr';
import { defaultInboxSettings } from '@griot/contract/inbox/inboxSchemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { customer, handOver, inboxCalls, inboxWorld, joinAs } from './test/inboxKit';

/** The workspace's inbox: members and availability, settings, response times. */
const testServer = useTestServer();
const call = inboxCalls(testServer);

describe('members and availability', () => {
  it('lists who can be assigned with their load; each says available or away in the active workspace', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const fatou = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const a = await customer(server, { chatbotId: world.whatsapp, name: 'A' });
    const b = await customer(server, { chatbotId: world.whatsapp, name: 'B' });
    await handOver(server, a, fatou.userId);
    await handOver(server, b, fatou.userId);
    await call('POST', `/inbox/conversations/${b}/status`, fatou.auth, { status: 'resolved' });

    const set = await call('PUT', '/me/availability', fatou.auth, { availability: 'available' });
    expect(set.json).toEqual({ success: true, availability: 'available' });
    expect((await call('PUT', '/me/availability', fatou.auth, { availability: 'busy' })).status).toBe(400);
    const members = (await call('GET', '/inbox/members', world.owner.auth)).json.members;
    expect(members).toEqual([
      {
        id: fatou.userId,
        name: 'Fatou Sow',
        avatar: '',
        role: 'agent',
        availability: 'available',
        open_count: 1,
      },
      {
        id: world.owner.userId,
        name: 'Awa Diop',
        avatar: '',
        role: 'owner',
        availability: 'away',
        open_count: 0,
      },
    ]);
    // Only the active workspace's row: her own workspace's stays away.
    const rows = await server.db.execute<{ workspace_id: string; availability: string }>(sql`
      SELECT workspace_id, availability FROM workspace_members WHERE user_id = ${fatou.userId}`);
    expect(rows.rows.filter((row) => row.availability === 'available')).toEqual([
      { workspace_id: world.workspaceId, availability: 'available' },
    ]);
  });
});

describe('inbox settings', () => {
  it('reads the defaults until an administrator saves valid settings', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const agent = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    expect((await call('GET', '/inbox/settings', agent.auth)).json.settings).toEqual(defaultInboxSettings());
    const settings = {
      auto_assign: true,
      max_open_per_agent: 5,
      business_hours: {
        enabled: true,
        timezone: 'Africa/Abidjan',
        days: [{ day: 1, start: '08:00', end: '17:30' }],
        away_message: 'Nous revenons vers vous dès 8 h.',
      },
    };
    const saved = await call('PUT', '/inbox/settings', world.owner.auth, settings);
    expect(saved.json).toEqual({ success: true, settings, message: fr.settingsSaved });
    expect((await call('PUT', '/inbox/settings', agent.auth, settings)).status).toBe(403);
    const bad = [
      [{ ...settings, max_open_per_agent: 0 }, fr.capInvalid],
      [
        { ...settings, business_hours: { ...settings.business_hours, timezone: 'Mars/Olympus' } },
        fr.timezoneInvalid,
      ],
      [
        { ...settings, business_hours: { ...settings.business_hours, away_message: '' } },
        fr.awayMessageRequired,
      ],
      [
        {
          ...settings,
          business_hours: { ...settings.business_hours, days: [{ day: 2, start: '18:00', end: '09:00' }] },
        },
        fr.hoursInvalid,
      ],
    ] as const;
    for (const [body, message] of bad)
      expect(await call('PUT', '/inbox/settings', world.owner.auth, body)).toMatchObject({
        status: 400,
        json: { message },
      });
    expect((await call('GET', '/inbox/settings', agent.auth)).json.settings).toEqual(settings);
    // What no longer reads as settings is read as the defaults.
    await server.db.execute(
      sql`UPDATE workspaces SET inbox_settings = '{"auto_assign":"oui"}' WHERE id = ${world.workspaceId}`,
    );
    expect((await call('GET', '/inbox/settings', agent.auth)).json.settings).toEqual(defaultInboxSettings());
  });
});

describe('response times', () => {
  it('gives medians of the period overall and per member: first response to who answered, resolution to who handled it', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const fatou = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const editor = await joinAs(server, world.workspaceId, 'editor', { firstname: 'Omar', lastname: 'Kane' });
    const stretch = async (
      minutesAgo: number,
      facts: { assignee?: string; responder?: string; response?: number; resolution?: number; by?: string },
    ) => {
      const endUserId = await customer(server, { chatbotId: world.whatsapp, name: `C${minutesAgo}` });
      await server.db.execute(sql`
        INSERT INTO conversation_episodes (workspace_id, chatbot_id, end_user_id, opened_at, opened_reason, assignee_id,
          first_response_at, first_responder_id, resolved_at, resolved_by)
        SELECT ${world.workspaceId}, ${world.whatsapp}, ${endUserId}, t, 'bot', ${facts.assignee ?? null}::uuid,
          t + make_interval(secs => ${facts.response ?? null}::float8), ${facts.responder ?? null}::uuid,
          t + make_interval(secs => ${facts.resolution ?? null}::float8), ${facts.by ?? null}::uuid
        FROM (SELECT now() - make_interval(mins => ${minutesAgo}) AS t) x`);
    };
    await stretch(60, {
      assignee: fatou.userId,
      responder: fatou.userId,
      response: 60,
      resolution: 600,
      by: fatou.userId,
    });
    await stretch(50, {
      assignee: fatou.userId,
      responder: fatou.userId,
      response: 120,
      resolution: 1200,
      by: world.owner.userId,
    });
    await stretch(40, { assignee: fatou.userId, responder: world.owner.userId, response: 30 });
    await stretch(30, {});
    // Older than the period.
    await stretch(8 * 24 * 60, {
      assignee: fatou.userId,
      responder: fatou.userId,
      response: 9999,
      resolution: 9999,
    });

    const times = await call('GET', '/inbox/response-times?days=7', editor.auth);
    expect(times.status, times.body).toBe(200);
    expect(times.json).toEqual({
      success: true,
      days: 7,
      overall: { conversations: 4, first_response_median: 60, resolution_median: 900 },
      agents: [
        {
          user_id: fatou.userId,
          name: 'Fatou Sow',
          conversations: 3,
          resolved: 2,
          first_response_median: 90,
          resolution_median: 900,
        },
        {
          user_id: world.owner.userId,
          name: 'Awa Diop',
          conversations: 0,
          resolved: 0,
          first_response_median: 30,
          resolution_median: null,
        },
      ],
    });
    expect((await call('GET', '/inbox/response-times?days=30', editor.auth)).json.overall.conversations).toBe(
      5,
    );
    expect(await call('GET', '/inbox/response-times?days=12', editor.auth)).toMatchObject({
      status: 400,
      json: { message: fr.daysInvalid },
    });
    expect((await call('GET', '/inbox/response-times', fatou.auth)).status).toBe(403);
  });
});
