import { createHash } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { auditEvents } from '@griot/db/schema/workspaces';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditActor, AuditEntry } from '../domain/workspaces/recordAudit';
import {
  CATALOGUE_SAVED_AGO,
  type LoggedBlock,
  ORDER_SAVED_AGO,
  replayDemoShopHistory,
} from './demoShopHistory';
import { DEMO_EXPIRED_INVITATION, DEMO_PENDING_INVITATION } from './demoTeam';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** An audit event of the demo, `ago` milliseconds before the seed runs. */
export interface DatedAuditEntry extends AuditEntry {
  ago: number;
}

/**
 * Writes past events as recordAudit writes live ones (same columns, the actor's name copied, the
 * details the live recorders give), with the moment they happened.
 */
export async function insertDatedAudit(
  db: Database,
  entries: DatedAuditEntry[],
  now = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditEvents).values(
    entries.map((entry) => ({
      workspaceId: entry.workspaceId,
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor ? `${entry.actor.firstname} ${entry.actor.lastname}`.trim() : '',
      type: entry.type,
      subject: entry.subject.slice(0, 300),
      details: entry.details ?? {},
      createdAt: new Date(now.getTime() - entry.ago),
    })),
  );
}

export type DemoActor = AuditActor & { email: string };

/** A line of the demo's log before its workspace is named: when (`ago`), who (null: Griot), what. */
export type DemoAuditLine = Omit<DatedAuditEntry, 'workspaceId'>;

/**
 * The id of something the demo's log tells about but its data does not have (a template deleted,
 * a plan cancelled), derived from the shop's as the demo's other ids: the same on every run.
 */
export function goneDemoId(shopId: string, key: string): string {
  const hex = createHash('md5').update(`${shopId}${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A timestamp column read by raw SQL as an ISO instant: the driver hands raw SQL's timestamps over
 * as PostgreSQL's text, which Date does not read everywhere.
 */
export const isoInstant = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

export interface DemoTeamActors {
  demo: DemoActor;
  admin: DemoActor;
  editor: DemoActor;
  agents: [DemoActor, DemoActor];
}

export const fullName = (actor: AuditActor) => `${actor.firstname} ${actor.lastname}`;

/**
 * Eight weeks of the shop's audit log, told by the seeded data: the team invited and joining
 * (Khady came as an agent and now edits the flows), the shop's number linked, the catalogue
 * published, changed and restored by the admin (its revisions replayed to match), a reminder
 * broadcast the admin paused then cancelled, the promotion sent, and the invitations. Once: a
 * log that already has the admin joining is left alone.
 */
export async function seedDemoTeamAudit(
  db: Database,
  workspaceId: string,
  shopId: string | undefined,
  actors: DemoTeamActors,
  now = new Date(),
): Promise<number> {
  const [already] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.workspaceId, workspaceId),
        eq(auditEvents.actorId, actors.admin.id),
        eq(auditEvents.type, 'member.joined'),
      ),
    )
    .limit(1);
  if (already) return 0;
  const { demo, admin, editor, agents } = actors;
  const at = (ago: number, entry: Omit<DatedAuditEntry, 'workspaceId' | 'ago'>): DatedAuditEntry => ({
    ...entry,
    workspaceId,
    ago,
  });
  const invited = (ago: number, by: DemoActor, email: string, role: string) =>
    at(ago, { actor: by, type: 'member.invited', subject: email, details: { role } });
  const joined = (ago: number, member: DemoActor, role: string) =>
    at(ago, {
      actor: member,
      type: 'member.joined',
      subject: fullName(member),
      details: { email: member.email, role },
    });
  const entries: DatedAuditEntry[] = [
    invited(59 * DAY, demo, admin.email, 'admin'),
    joined(58 * DAY, admin, 'admin'),
    invited(45 * DAY, demo, editor.email, 'agent'),
    joined(44 * DAY, editor, 'agent'),
    invited(30 * DAY, admin, agents[0].email, 'agent'),
    joined(29 * DAY, agents[0], 'agent'),
    at(23 * DAY, {
      actor: demo,
      type: 'member.role_changed',
      subject: fullName(editor),
      details: { email: editor.email, from: 'agent', to: 'editor' },
    }),
    invited(
      DEMO_EXPIRED_INVITATION.sentAgo,
      demo,
      DEMO_EXPIRED_INVITATION.email,
      DEMO_EXPIRED_INVITATION.role,
    ),
    invited(12 * DAY, admin, agents[1].email, 'agent'),
    joined(11 * DAY, agents[1], 'agent'),
    invited(
      DEMO_PENDING_INVITATION.sentAgo,
      admin,
      DEMO_PENDING_INVITATION.email,
      DEMO_PENDING_INVITATION.role,
    ),
  ];
  if (shopId) entries.push(...(await shopEvents(db, shopId, actors, at, now)));
  await insertDatedAudit(db, entries, now);
  return entries.length;
}

type At = (ago: number, entry: Omit<DatedAuditEntry, 'workspaceId' | 'ago'>) => DatedAuditEntry;

/** The events about the shop chatbot: its number, flows and broadcasts. */
async function shopEvents(db: Database, shopId: string, actors: DemoTeamActors, at: At, now: Date) {
  const { demo, admin, editor } = actors;
  const facts = await replayDemoShopHistory(db, shopId, now);
  const chatbot = { chatbot: facts.chatbot.name, chatbot_id: facts.chatbot.id };
  const published = (ago: number, block: LoggedBlock) =>
    at(ago, {
      actor: editor,
      type: 'flow.published',
      subject: block.name,
      details: { ...chatbot, block_id: block.idblock, revision: block.revision },
    });
  const entries: DatedAuditEntry[] = [];
  if (facts.number)
    entries.push(
      at(41 * DAY, {
        actor: demo,
        type: 'number.linked',
        subject: facts.number.display,
        details: {
          action: 'associated',
          channel: 'whatsapp',
          account_id: facts.number.accountId,
          ...chatbot,
        },
      }),
    );
  const { catalogue, order, campaign } = facts;
  if (catalogue)
    entries.push(
      published(CATALOGUE_SAVED_AGO.first * DAY, catalogue.first),
      published(CATALOGUE_SAVED_AGO.changed * DAY, catalogue.changed),
      at(CATALOGUE_SAVED_AGO.restored * DAY, {
        actor: admin,
        type: 'flow.restored',
        subject: catalogue.restored.name,
        details: {
          ...chatbot,
          block_id: catalogue.restored.idblock,
          revision: catalogue.first.revision,
          new_revision: catalogue.restored.revision,
        },
      }),
    );
  if (order) entries.push(published(ORDER_SAVED_AGO * DAY, order));
  // A reminder sent to the wrong segment: paused by the admin within minutes, then cancelled.
  const reminder = { ...chatbot };
  entries.push(
    at(16 * DAY, {
      actor: editor,
      type: 'broadcast.started',
      subject: 'rappel_commande',
      details: { ...reminder, recipients: 48 },
    }),
    at(16 * DAY - 6 * MINUTE, {
      actor: admin,
      type: 'broadcast.paused',
      subject: 'rappel_commande',
      details: reminder,
    }),
    at(15 * DAY, {
      actor: admin,
      type: 'broadcast.cancelled',
      subject: 'rappel_commande',
      details: reminder,
    }),
  );
  if (campaign)
    entries.push(
      at(now.getTime() - campaign.createdAt.getTime(), {
        actor: editor,
        type: 'broadcast.started',
        subject: campaign.template,
        details: { ...chatbot, campaign_id: campaign.id, recipients: campaign.recipients },
      }),
    );
  return entries;
}
