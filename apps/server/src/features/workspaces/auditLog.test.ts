import type { AuditEventType } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { auditEvents, workspaceMembers } from '@griot/db/schema/workspaces';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../api/sessions';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildUser, loginAs } from '../../test/factories';
import { AUDIT_PAGE_SIZE } from './auditLogQueries';
import { purgeExpiredAuditEvents } from './auditRetention';

const testServer = useTestServer();

type Auth = { authorization: string };

function readLog(workspaceId: string, auth: Auth, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return testServer().app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspaceId}/audit${search ? `?${search}` : ''}`,
    headers: auth,
  });
}

/** A person of their own, made a member of `workspaceId` with `role`, signed in. */
async function memberOf(workspaceId: string, role: 'admin' | 'editor' | 'agent', firstname = 'Moussa') {
  const { user } = await buildUser(testServer().db, { firstname, lastname: 'Sarr' });
  await testServer().db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role });
  const token = await loginAs(testServer().app, user.email);
  return { user, auth: { authorization: `Bearer ${token}` } };
}

/** Events recorded `minutesAgo` in the past, the first the oldest. */
async function recordAt(
  db: Database,
  workspaceId: string,
  actor: UserRow | null,
  events: Array<{ type: AuditEventType; subject: string; minutesAgo: number }>,
) {
  for (const event of events) {
    await recordAudit(db, { workspaceId, actor, type: event.type, subject: event.subject });
    await db.execute(sql`
      UPDATE audit_events SET created_at = now() - make_interval(mins => ${event.minutesAgo})
      WHERE id = (SELECT id FROM audit_events WHERE workspace_id = ${workspaceId}
                  ORDER BY created_at DESC, id DESC LIMIT 1)`);
  }
}

describe('GET /workspaces/{id}/audit', () => {
  it('answers newest first, with the actor, the subject and the details as stored', async () => {
    const owner = await buildAccount(testServer());
    const { db } = testServer();
    await recordAudit(db, {
      workspaceId: owner.workspaceId,
      actor: owner.user,
      type: 'broadcast.started',
      subject: 'promo_tabaski',
      details: { chatbot: 'Boutique Téranga', recipients: 120 },
    });
    await recordAt(db, owner.workspaceId, owner.user, [
      { type: 'chatbot.deleted', subject: 'Ancien bot', minutesAgo: 60 },
    ]);
    const response = await readLog(owner.workspaceId, owner.auth);
    expect(response.statusCode).toBe(200);
    const { events, next_cursor } = response.json();
    expect(next_cursor).toBeNull();
    expect(events).toEqual([
      {
        id: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        type: 'broadcast.started',
        actor: { id: owner.user.id, name: 'Awa Diop' },
        actor_name: 'Awa Diop',
        subject: 'promo_tabaski',
        details: { chatbot: 'Boutique Téranga', recipients: 120 },
      },
      expect.objectContaining({ type: 'chatbot.deleted', subject: 'Ancien bot', details: {} }),
    ]);
  });

  it('keeps the name of an actor whose account is gone (actor null, actor_name kept)', async () => {
    const owner = await buildAccount(testServer());
    const admin = await memberOf(owner.workspaceId, 'admin', 'Fatou');
    const { db } = testServer();
    await recordAudit(db, {
      workspaceId: owner.workspaceId,
      actor: admin.user,
      type: 'flow.published',
      subject: 'Catalogue',
    });
    await db.delete(users).where(eq(users.id, admin.user.id));
    const [event] = (await readLog(owner.workspaceId, owner.auth)).json().events;
    expect(event).toMatchObject({ actor: null, actor_name: 'Fatou Sarr', subject: 'Catalogue' });
  });

  it('filters by member (the actor) and by type, both at once', async () => {
    const owner = await buildAccount(testServer());
    const admin = await memberOf(owner.workspaceId, 'admin');
    const { db } = testServer();
    await recordAt(db, owner.workspaceId, owner.user, [
      { type: 'flow.published', subject: 'Accueil', minutesAgo: 5 },
      { type: 'broadcast.started', subject: 'promo', minutesAgo: 4 },
    ]);
    await recordAt(db, owner.workspaceId, admin.user, [
      { type: 'flow.published', subject: 'Catalogue', minutesAgo: 3 },
      { type: 'number.removed', subject: '+221 77 000 00 00', minutesAgo: 2 },
    ]);
    const subjects = async (query: Record<string, string>) =>
      (await readLog(owner.workspaceId, admin.auth, query))
        .json()
        .events.map((e: { subject: string }) => e.subject);
    expect(await subjects({ member: admin.user.id })).toEqual(['+221 77 000 00 00', 'Catalogue']);
    expect(await subjects({ type: 'flow.published' })).toEqual(['Catalogue', 'Accueil']);
    expect(await subjects({ member: owner.user.id, type: 'flow.published' })).toEqual(['Accueil']);
    expect(await subjects({ member: owner.user.id, type: 'number.removed' })).toEqual([]);

    const badType = await readLog(owner.workspaceId, owner.auth, { type: 'flow.deleted' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe("Ce type d'événement n'existe pas");
  });

  it('pages 50 at a time with an opaque cursor, without losing or repeating an event', async () => {
    const owner = await buildAccount(testServer());
    const { db } = testServer();
    // 120 events, several in the same microsecond: the id breaks the tie.
    await db.insert(auditEvents).values(
      Array.from({ length: 120 }, (_, index) => ({
        workspaceId: owner.workspaceId,
        actorId: owner.user.id,
        actorName: 'Awa Diop',
        type: 'flow.published',
        subject: `Bloc ${index}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(index / 3) * 1000),
      })),
    );
    await db.execute(sql`
      UPDATE audit_events SET created_at = now() - interval '1 day' + (created_at - '2026-01-01Z')
      WHERE workspace_id = ${owner.workspaceId}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await readLog(owner.workspaceId, owner.auth, cursor ? { cursor } : {});
      expect(response.statusCode).toBe(200);
      const page: { events: Array<{ subject: string; at: string }>; next_cursor: string | null } =
        response.json();
      expect(page.events.length).toBe(pages < 2 ? AUDIT_PAGE_SIZE : 20);
      seen.push(...page.events.map((event) => event.subject));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    // Newest first: the last seconds' events come first.
    expect(seen.slice(0, 3).sort()).toEqual(['Bloc 117', 'Bloc 118', 'Bloc 119']);

    const forged = await readLog(owner.workspaceId, owner.auth, { cursor: 'pas-un-curseur' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Cette page du journal d’audit n’existe plus : rechargez le journal.');
  });

  it(`shows only the last 12 months, and the daily purge deletes what is older in batches`, async () => {
    const owner = await buildAccount(testServer());
    const other = await buildAccount(testServer());
    const { db } = testServer();
    const old = (workspaceId: string, subject: string, months: number) =>
      db.execute(sql`
        INSERT INTO audit_events (workspace_id, actor_id, actor_name, type, subject, created_at)
        VALUES (${workspaceId}, ${owner.user.id}, 'Awa Diop', 'chatbot.deleted', ${subject},
                now() - make_interval(months => ${months}, days => 1))`);
    for (let index = 0; index < 7; index += 1) await old(owner.workspaceId, `Vieux ${index}`, 13);
    await old(other.workspaceId, 'Vieux ailleurs', 12);
    await old(owner.workspaceId, 'Récent', 11);
    const subjects = async () =>
      (await readLog(owner.workspaceId, owner.auth)).json().events.map((e: { subject: string }) => e.subject);
    expect(await subjects()).toEqual(['Récent']);

    const count = async () =>
      (
        await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM audit_events WHERE workspace_id IN (${owner.workspaceId}, ${other.workspaceId})`,
        )
      ).rows[0]?.n;
    expect(await count()).toBe(9);
    // Other files' workspaces may hold old events too: at least ours went, in batches of 3.
    expect(await purgeExpiredAuditEvents(db, { batch: 3 })).toBeGreaterThanOrEqual(8);
    expect(await count()).toBe(1);
    expect(await subjects()).toEqual(['Récent']);
    expect(await purgeExpiredAuditEvents(db, { batch: 3 })).toBe(0);
    // A stop asked before a batch leaves the rest for the next day.
    await old(owner.workspaceId, 'Encore vieux', 14);
    expect(await purgeExpiredAuditEvents(db, { shouldStop: () => true })).toBe(0);
    expect(await count()).toBe(2);
  });

  it('is for owners and admins: an editor or an agent gets 403, another workspace 404', async () => {
    const owner = await buildAccount(testServer());
    const stranger = await buildAccount(testServer());
    await recordAt(testServer().db, owner.workspaceId, owner.user, [
      { type: 'chatbot.deleted', subject: 'Secret', minutesAgo: 1 },
    ]);
    for (const role of ['editor', 'agent'] as const) {
      const member = await memberOf(owner.workspaceId, role);
      const refused = await readLog(owner.workspaceId, member.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Votre rôle dans cet espace de travail ne permet pas cette action.',
      );
    }
    const admin = await memberOf(owner.workspaceId, 'admin');
    expect((await readLog(owner.workspaceId, admin.auth)).json().events).toHaveLength(1);
    const foreign = await readLog(owner.workspaceId, stranger.auth);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain('Secret');
  });
});
