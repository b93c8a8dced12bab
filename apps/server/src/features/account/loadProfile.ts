import type { ActivityKind, Profile } from '@griot/contract/account/accountSchemas';
import { DEFAULT_UPTIME_PERCENT } from '@griot/contract/constants';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../../api/sessions';
import { describeDevice } from '../../domain/account/describeDevice';
import { catchUpActivity } from '../../lib/activityBacklog';

/** How many events the profile's recent activity lists. */
export const RECENT_ACTIVITY_SHOWN = 10;

/** Matches no workspace: the figures of someone who belongs to none are zeros. */
const NO_WORKSPACE = '00000000-0000-0000-0000-000000000000';

/**
 * The profile screen in one read: the user, figures from the chatbots of the workspace they work
 * in, its recent events (with the chatbots it created) and a security summary.
 */
export async function loadProfile(
  db: Database,
  user: UserRow,
  activeWorkspaceId: string | null,
): Promise<Profile> {
  const workspaceId = activeWorkspaceId ?? NO_WORKSPACE;
  await catchUpActivity(db, { wait: true });
  const [figures, sends, activity, security, plan] = await Promise.all([
    db
      .execute<{ chatbots: number; messages: number; users: number }>(sql`
        SELECT count(*)::int AS chatbots, coalesce(sum(interaction_count), 0)::int AS messages,
               coalesce(sum(user_count), 0)::int AS users
        FROM chatbots WHERE workspace_id = ${workspaceId}`)
      .then((result) => result.rows[0]),
    // Availability as a customer feels it: the share of the last 30 days' replies that went out.
    db
      .execute<{ settled: number; delivered: number }>(sql`
        SELECT count(*) FILTER (WHERE m.status <> 'queued')::int AS settled,
               count(*) FILTER (WHERE m.status IN ('sent', 'delivered', 'read', 'played'))::int AS delivered
        FROM messages m JOIN chatbots c ON c.id = m.chatbot_id
        WHERE c.workspace_id = ${workspaceId} AND m.direction = 'out' AND m.created_at > now() - interval '30 days'`)
      .then((result) => result.rows[0]),
    db
      .execute<{
        id: string;
        kind: ActivityKind;
        at: Date;
        subject: string | null;
        user_agent: string | null;
      }>(sql`
        (SELECT id::text, kind, created_at AS at, subject, user_agent FROM account_events
         WHERE user_id = ${user.id} ORDER BY created_at DESC LIMIT ${RECENT_ACTIVITY_SHOWN})
        UNION ALL
        (SELECT id::text, 'chatbot_created', created_at, bot_name, NULL FROM chatbots
         WHERE workspace_id = ${workspaceId} ORDER BY created_at DESC LIMIT ${RECENT_ACTIVITY_SHOWN})
        ORDER BY at DESC LIMIT ${RECENT_ACTIVITY_SHOWN}`)
      .then((result) => result.rows),
    db
      .execute<{ active_sessions: number }>(sql`
        SELECT count(*)::int AS active_sessions FROM sessions
        WHERE user_id = ${user.id} AND revoked_at IS NULL AND expires_at > now()`)
      .then((result) => result.rows[0]),
    db
      .execute<{ name: string; price_cents: number; currency: string }>(sql`
        SELECT p.name, p.price_cents, p.currency FROM plans p
        WHERE p.id = coalesce((SELECT plan_id FROM workspaces WHERE id = ${workspaceId}), 'premium')`)
      .then((result) => result.rows[0]),
  ]);
  const settled = sends?.settled ?? 0;
  return {
    id: user.id,
    name: `${user.firstname} ${user.lastname}`.trim(),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.tel,
    birth_date: user.birthDate,
    location: user.location,
    bio: user.bio,
    profile_picture: user.profilePicture,
    company: user.company,
    user_type: user.userType,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLoginAt?.toISOString() ?? null,
    status: 'active',
    plan: plan ?? { name: 'Premium', price_cents: 2999, currency: 'EUR' },
    stats: {
      chatbots: figures?.chatbots ?? 0,
      messages: figures?.messages ?? 0,
      users: figures?.users ?? 0,
      availability:
        settled === 0 ? DEFAULT_UPTIME_PERCENT : Math.round((1000 * (sends?.delivered ?? 0)) / settled) / 10,
    },
    activity: activity.map((row) => ({
      id: row.id,
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      // A login names its device from the event's own User-Agent, in the language of the screen
      // (the label stored with it is in the language of that login's request).
      subject: row.kind === 'login' && row.user_agent ? describeDevice(row.user_agent).label : row.subject,
    })),
    security: {
      password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
      two_factor_enabled: user.totpEnabledAt !== null,
      active_sessions: security?.active_sessions ?? 0,
    },
  };
}
