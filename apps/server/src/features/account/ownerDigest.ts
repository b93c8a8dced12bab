import { mailMessages } from '@griot/contract/mails/mailMessages';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { securityMail } from '../../domain/account/accountMails';
import { readAccountSettings } from '../../domain/account/accountSettings';
import type { Mailer } from '../../lib/mailer';
import { runInLanguage } from '../../lib/requestLanguage';

/** At most one digest per member in this time, whichever process sends it. */
export const DIGEST_INTERVAL_MS = 15 * 60_000;
/** A member's first digest looks back this far. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 60_000;

interface DigestServices {
  db: Database;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
  publicUrl: string;
}

/** A chatbot's line of the digest, with its workspace (named when the digest spans several). */
interface ChatbotRow extends Record<string, unknown> {
  member_id: string;
  workspace_id: string;
  workspace_name: string;
  chatbot_id: string;
  chatbot_name: string;
}

interface WaitingRow extends ChatbotRow {
  conversations: number;
  /** The last end-users who wrote, by name or phone; null for one known by neither (a visitor). */
  names: Array<string | null>;
}

interface FailedRow extends ChatbotRow {
  failed: number;
}

interface OwnerRow extends Record<string, unknown> {
  id: string;
  email: string;
  firstname: string;
  settings: unknown;
  last_digest_at: string | null;
}

/**
 * Mails each workspace member who asked for it ('Nouveaux messages', 'Erreurs' by email) a summary
 * of the open conversations assigned to them where the customer wrote what they have not read, of
 * the other conversations waiting for an agent (open, unread: every member, anyone of the team
 * may answer) and of the replies that failed (owners and admins) since their last digest, at most
 * every 15 minutes. The claim on users.last_digest_at is conditional, so two processes never send
 * the same digest; a mail that fails gives the claim back.
 */
export async function sendOwnerDigests(services: DigestServices, now = new Date()): Promise<number> {
  const { db } = services;
  const due = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const firstSince = new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS);
  const eligible = sql`(u.last_digest_at IS NULL OR u.last_digest_at <= ${due.toISOString()})`;
  const since = sql`coalesce(u.last_digest_at, ${firstSince.toISOString()}::timestamptz)`;
  const waiting = await db.execute<WaitingRow>(sql`
    SELECT u.id AS member_id, w.id AS workspace_id, w.name AS workspace_name,
           b.id AS chatbot_id, b.bot_name AS chatbot_name, count(*)::int AS conversations,
           (array_agg(coalesce(nullif(e.full_name, ''), nullif(e.phone, ''))
                      ORDER BY c.last_inbound_at DESC))[1:3] AS names
    FROM conversations c
    JOIN chatbots b ON b.id = c.chatbot_id
    JOIN end_users e ON e.id = c.end_user_id
    JOIN workspaces w ON w.id = b.workspace_id
    JOIN workspace_members wm ON wm.workspace_id = b.workspace_id
    JOIN users u ON u.id = wm.user_id
    WHERE ${eligible} AND NOT e.is_test AND c.unread_count > 0
      AND c.status = 'open' AND c.last_inbound_at > ${since}
      -- Their own are told apart below ('assigned to you').
      AND c.assignee_id IS DISTINCT FROM u.id
    GROUP BY u.id, w.id, w.name, b.id, b.bot_name`);
  // Open conversations assigned to the member where the customer wrote what they have not read
  // (the team inbox's per-member unread count: conversation_reads over the read floor).
  const assigned = await db.execute<WaitingRow>(sql`
    SELECT u.id AS member_id, w.id AS workspace_id, w.name AS workspace_name,
           b.id AS chatbot_id, b.bot_name AS chatbot_name, count(*)::int AS conversations,
           (array_agg(coalesce(nullif(e.full_name, ''), nullif(e.phone, ''))
                      ORDER BY c.last_inbound_at DESC))[1:3] AS names
    FROM conversations c
    JOIN chatbots b ON b.id = c.chatbot_id
    JOIN end_users e ON e.id = c.end_user_id
    JOIN workspaces w ON w.id = c.workspace_id
    JOIN workspace_members wm ON wm.workspace_id = c.workspace_id AND wm.user_id = c.assignee_id
    JOIN users u ON u.id = wm.user_id
    LEFT JOIN conversation_reads r ON r.user_id = c.assignee_id AND r.end_user_id = c.end_user_id
    WHERE ${eligible} AND NOT e.is_test AND c.status = 'open'
      AND c.inbound_count > greatest(c.read_floor, coalesce(r.seen_inbound, 0))
      AND c.last_inbound_at > ${since}
    GROUP BY u.id, w.id, w.name, b.id, b.bot_name`);
  const failed = await db.execute<FailedRow>(sql`
    SELECT u.id AS member_id, w.id AS workspace_id, w.name AS workspace_name,
           b.id AS chatbot_id, b.bot_name AS chatbot_name, count(*)::int AS failed
    FROM messages m
    JOIN chatbots b ON b.id = m.chatbot_id
    JOIN end_users e ON e.id = m.end_user_id
    JOIN workspaces w ON w.id = b.workspace_id
    JOIN workspace_members wm ON wm.workspace_id = b.workspace_id AND wm.role IN ('owner', 'admin')
    JOIN users u ON u.id = wm.user_id
    WHERE ${eligible} AND m.direction = 'out' AND m.status = 'failed' AND NOT e.is_test
      AND m.created_at > ${since}
    GROUP BY u.id, w.id, w.name, b.id, b.bot_name`);
  const memberIds = [
    ...new Set([...assigned.rows, ...waiting.rows, ...failed.rows].map((row) => row.member_id)),
  ];
  let sent = 0;
  for (const memberId of memberIds) {
    const owner = (
      await db.execute<OwnerRow>(
        sql`SELECT id, email, firstname, settings, last_digest_at::text FROM users WHERE id = ${memberId}`,
      )
    ).rows[0];
    if (!owner) continue;
    const settings = readAccountSettings(owner.settings);
    if (!settings.general.emailNotifications) continue;
    const newMessages = settings.notifications.chatbots.newMessages.email;
    const assignedHere = newMessages ? assigned.rows.filter((row) => row.member_id === memberId) : [];
    const waitingHere = newMessages ? waiting.rows.filter((row) => row.member_id === memberId) : [];
    const failedHere = settings.notifications.chatbots.errors.email
      ? failed.rows.filter((row) => row.member_id === memberId)
      : [];
    if (assignedHere.length + waitingHere.length + failedHere.length === 0) continue;
    const claimed = await db
      .update(users)
      .set({ lastDigestAt: now })
      .where(and(eq(users.id, memberId), or(isNull(users.lastDigestAt), lte(users.lastDigestAt, due))))
      .returning({ id: users.id });
    if (claimed.length === 0) continue;
    try {
      const mail = runInLanguage(settings.general.language, () =>
        digestMail(
          owner,
          { assigned: assignedHere, waiting: waitingHere, failed: failedHere },
          services.publicUrl,
        ),
      );
      await services.mailer.send(mail);
      sent += 1;
    } catch (error) {
      services.log.error({ err: error }, 'owner digest not sent');
      await db
        .update(users)
        .set({ lastDigestAt: owner.last_digest_at ? new Date(owner.last_digest_at) : null })
        .where(eq(users.id, memberId));
    }
  }
  return sent;
}

/** Checks for digests every minute in this process; returns the stop function. */
export function startOwnerDigests(services: DigestServices): () => void {
  const timer = setInterval(() => {
    sendOwnerDigests(services).catch((error: unknown) =>
      services.log.error({ err: error }, 'owner digests failed'),
    );
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Call inside the owner's language. */
function digestMail(
  owner: OwnerRow,
  sections: { assigned: WaitingRow[]; waiting: WaitingRow[]; failed: FailedRow[] },
  publicUrl: string,
) {
  const { assigned, waiting, failed } = sections;
  const m = mailMessages.digest;
  const total = (rows: WaitingRow[]) => rows.reduce((sum, row) => sum + row.conversations, 0);
  const failedTotal = failed.reduce((sum, row) => sum + row.failed, 0);
  const parts = [
    total(assigned) > 0 ? m.subjectAssigned({ count: total(assigned) }) : undefined,
    total(waiting) > 0 ? m.subjectWaiting({ count: total(waiting) }) : undefined,
    failedTotal > 0 ? m.subjectFailed({ count: failedTotal }) : undefined,
  ].filter((part): part is string => part !== undefined);
  const [first = '', second = '', third = ''] = parts;
  const subject =
    parts.length === 3
      ? m.subjectThree({ first, second, third })
      : parts.length === 2
        ? m.subjectBoth({ waiting: first, failed: second })
        : m.subject({ summary: first });
  // One digest for all of a person's workspaces: each chatbot says its workspace when they are several.
  const several = new Set([...assigned, ...waiting, ...failed].map((row) => row.workspace_id)).size > 1;
  const chatbotName = (row: ChatbotRow) =>
    several
      ? m.chatbotInWorkspace({ chatbotName: row.chatbot_name, workspace: row.workspace_name })
      : row.chatbot_name;
  const names = (row: WaitingRow) => row.names.map((name) => name ?? m.visitor).join(', ');
  const lines = [
    ...assigned.map((row) =>
      m.assignedLine({
        chatbotName: chatbotName(row),
        count: row.conversations,
        names: names(row),
        link: assignedLink(publicUrl, row),
      }),
    ),
    ...waiting.map((row) =>
      m.waitingLine({
        chatbotName: chatbotName(row),
        count: row.conversations,
        names: names(row),
        link: chatbotLink(publicUrl, row),
      }),
    ),
    ...failed.map((row) =>
      m.failedLine({
        chatbotName: chatbotName(row),
        count: row.failed,
        link: chatbotLink(publicUrl, row),
      }),
    ),
    m.footer,
  ];
  return securityMail(owner.email, subject, mailMessages.greeting({ firstname: owner.firstname }), lines);
}

/**
 * A chatbot's conversations, naming its workspace: the web switches to it first when the person
 * works in another one (a member of several workspaces gets one digest for all).
 */
function chatbotLink(publicUrl: string, row: ChatbotRow): string {
  return `${publicUrl}/dashboard/chat/${row.chatbot_id}?workspace=${row.workspace_id}`;
}

/** The member's own conversations of that chatbot in the team inbox ('À moi'), in its workspace. */
function assignedLink(publicUrl: string, row: ChatbotRow): string {
  return `${publicUrl}/dashboard/inbox?view=mine&chatbot=${row.chatbot_id}&workspace=${row.workspace_id}`;
}
