import { INVITATION_TTL_DAYS } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { workspaceInvitations, workspaceMembers } from '@griot/db/schema/workspaces';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '../api/sessions';
import { newTotpSecret, replaceRecoveryCodes } from '../domain/account/twoFactor';
import type { Config } from '../lib/config';
import { createOpaqueToken, hashToken } from '../lib/opaqueTokens';
import { decryptSecret, encryptSecret } from '../lib/secretBox';
import { ensureDemoPerson, newDemoPassword } from './demoPeople';
import {
  DEMO_EXPIRED_INVITATION,
  DEMO_MEMBERS,
  DEMO_PENDING_INVITATION,
  type DemoInvitation,
} from './demoTeam';

const DAY = 86_400_000;

/** A login to print: who, where, with which role, and what to type. */
export interface DemoCredential {
  name: string;
  email: string;
  password: string;
  role: string;
  workspace: string;
  /** For the member with two-step login on: the authenticator key and a one-time recovery code. */
  twoFactor?: { key: string; recoveryCode: string };
}

export interface DemoTeam {
  credentials: DemoCredential[];
  /** The members' rows by e-mail (the audit log names them as actors). */
  people: Map<string, UserRow>;
  /** Members added by this run (none on the next one). */
  added: number;
}

/**
 * The team of the demo's own workspace: an admin, an editor and two agents, each an account with a
 * new password on every run, a join date and a last activity; the admin has two-step login on
 * (the key is kept from run to run, so an authenticator app keeps working). A membership that
 * exists is left as it is (a role changed while walking the demo stays changed).
 */
export async function seedDemoTeam(
  db: Database,
  config: Pick<Config, 'secretKey'>,
  workspace: { id: string; name: string },
  now = new Date(),
): Promise<DemoTeam> {
  const credentials: DemoCredential[] = [];
  const people = new Map<string, UserRow>();
  let added = 0;
  for (const member of DEMO_MEMBERS) {
    const password = newDemoPassword();
    const { user, created } = await ensureDemoPerson(db, member, password);
    people.set(member.email, user);
    const joinedAt = new Date(now.getTime() - member.joinedAgo);
    // Their account was made when they accepted the invitation.
    if (created) await db.update(users).set({ createdAt: joinedAt }).where(eq(users.id, user.id));
    const inserted = await db
      .insert(workspaceMembers)
      .values({
        workspaceId: workspace.id,
        userId: user.id,
        role: member.role,
        joinedAt,
        lastActiveAt: new Date(now.getTime() - member.lastActiveAgo),
      })
      .onConflictDoNothing()
      .returning({ role: workspaceMembers.role });
    if (inserted.length > 0) {
      added += 1;
      await db
        .update(users)
        .set({ lastWorkspaceId: workspace.id, lastLoginAt: new Date(now.getTime() - member.lastActiveAgo) })
        .where(and(eq(users.id, user.id), isNull(users.lastWorkspaceId)));
    }
    const [membership] = await db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, user.id)));
    credentials.push({
      name: `${member.firstname} ${member.lastname}`,
      email: member.email,
      password,
      role: membership?.role ?? member.role,
      workspace: workspace.name,
      twoFactor: member.twoFactor ? await turnOnTwoFactor(db, config, user, now) : undefined,
    });
  }
  return { credentials, people, added };
}

/** Two-step login on (its key kept when already on), with fresh recovery codes: one is printed. */
async function turnOnTwoFactor(
  db: Database,
  config: Pick<Config, 'secretKey'>,
  user: UserRow,
  now: Date,
): Promise<{ key: string; recoveryCode: string }> {
  const key = user.totpSecretEncrypted
    ? decryptSecret(config.secretKey, user.totpSecretEncrypted)
    : newTotpSecret();
  const codes = await db.transaction(async (tx) => {
    if (!user.totpSecretEncrypted)
      await tx
        .update(users)
        .set({
          totpSecretEncrypted: encryptSecret(config.secretKey, key),
          totpPendingSecretEncrypted: null,
          totpEnabledAt: new Date(now.getTime() - 50 * DAY),
        })
        .where(eq(users.id, user.id));
    return replaceRecoveryCodes(tx, user.id);
  });
  return { key, recoveryCode: codes[0] ?? '' };
}

/** The open invitation's link, renewed by each run (as 'Renvoyer' does): printed to try it. */
export interface DemoInvitationLink {
  email: string;
  role: string;
  token: string;
}

/**
 * The demo workspace's invitations: one to an agent still open, one to an editor that expired
 * unanswered, each added once (by address). The open one gets a new link on every run, its
 * dates put back (sent two days ago); once accepted or revoked it is left alone.
 */
export async function seedDemoInvitations(
  db: Database,
  workspaceId: string,
  inviters: Map<string, string>,
  now = new Date(),
): Promise<{ made: number; pending?: DemoInvitationLink }> {
  let made = 0;
  let pending: DemoInvitationLink | undefined;
  for (const invitation of [DEMO_PENDING_INVITATION, DEMO_EXPIRED_INVITATION]) {
    const token = createOpaqueToken('inv');
    const row = invitationRow(workspaceId, invitation, inviters.get(invitation.invitedBy), token, now);
    const [existing] = await db
      .select()
      .from(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.workspaceId, workspaceId),
          eq(workspaceInvitations.email, invitation.email),
        ),
      )
      .orderBy(desc(workspaceInvitations.createdAt))
      .limit(1);
    const open = existing && !existing.acceptedAt && !existing.revokedAt;
    if (existing && invitation === DEMO_PENDING_INVITATION && open) {
      const { tokenHash, sentAt, expiresAt } = row;
      await db
        .update(workspaceInvitations)
        .set({ tokenHash, sentAt, expiresAt })
        .where(eq(workspaceInvitations.id, existing.id));
    } else if (existing) continue;
    else {
      await db.insert(workspaceInvitations).values(row);
      made += 1;
    }
    if (invitation === DEMO_PENDING_INVITATION)
      pending = { email: invitation.email, role: invitation.role, token };
  }
  return { made, pending };
}

function invitationRow(
  workspaceId: string,
  invitation: DemoInvitation,
  invitedBy: string | undefined,
  token: string,
  now: Date,
): typeof workspaceInvitations.$inferInsert {
  const sentAt = new Date(now.getTime() - invitation.sentAgo);
  return {
    workspaceId,
    email: invitation.email,
    role: invitation.role,
    tokenHash: hashToken(token),
    invitedBy: invitedBy ?? null,
    createdAt: sentAt,
    sentAt,
    expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY),
  };
}
