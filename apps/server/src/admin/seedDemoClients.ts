import { randomInt } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { users } from '@griot/db/schema/users';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { auditEvents, workspaceMembers, workspaces } from '@griot/db/schema/workspaces';
import { WHATSAPP_FAKE_DEFAULTS } from '@griot/fakes/whatsAppFakeDefaults';
import { and, eq, isNull } from 'drizzle-orm';
import type { Services } from '../api/appContext';
import type { UserRow } from '../api/sessions';
import { createWorkspace } from '../domain/workspaces/createWorkspace';
import { encryptSecret } from '../lib/secretBox';
import { ensureDemoChatbots } from './demoChatbotCreation';
import { seedDemoClientAudit } from './demoClientAudit';
import { writeDemoClientFlow } from './demoClientFlows';
import { DEMO_CLIENTS, type DemoClient } from './demoClients';
import { ensureDemoPerson, newDemoPassword } from './demoPeople';
import { seedDemoClientActivity } from './seedDemoClientActivity';
import type { DemoCredential } from './seedDemoTeam';

const DAY = 86_400_000;

type SeedServices = Pick<Services, 'db' | 'files' | 'config'>;

export interface DemoClientsSeeded {
  /** The clients who own their workspace, with a new password. */
  credentials: DemoCredential[];
  /** Client workspaces made by this run. */
  workspaces: number;
  endUsers: number;
}

/**
 * The provider's client workspaces (found again by name among the provider's clients), each with
 * its chatbots and their short flows, this month's end-users and conversations, a linked number
 * where the client has one, the start of its audit log, and for the one handed over, its owner's
 * account (the provider stays admin there).
 */
export async function seedDemoClients(
  services: SeedServices,
  provider: {
    user: UserRow;
    workspaceId: string;
    /** Next to a running server: the end-users wait for a run without it, as the shop's history. */
    attached: boolean;
  },
  now = new Date(),
): Promise<DemoClientsSeeded> {
  const { db } = services;
  const seeded: DemoClientsSeeded = { credentials: [], workspaces: 0, endUsers: 0 };
  for (const client of DEMO_CLIENTS) {
    const [found] = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(and(eq(workspaces.providerWorkspaceId, provider.workspaceId), eq(workspaces.name, client.name)))
      .limit(1);
    let workspaceId = found?.id;
    if (!workspaceId) {
      workspaceId = await createClientWorkspace(db, client, provider, now);
      seeded.workspaces += 1;
    }
    const owner = client.handedTo
      ? await handOver(db, client, workspaceId, provider.user.id, now)
      : undefined;
    if (owner) seeded.credentials.push(owner.credential);
    const { ids } = await ensureDemoChatbots(services, workspaceId, client.bots);
    for (const bot of client.bots) {
      const id = ids.get(bot.fields.bot_name);
      if (!id) continue;
      await writeDemoClientFlow(db, id, bot);
      if (!provider.attached) seeded.endUsers += await seedDemoClientActivity(db, id, bot, now);
    }
    const numberBot = client.bots[0]?.fields.bot_name ?? '';
    if (client.number) await linkClientNumber(db, services.config, workspaceId, ids.get(numberBot), client);
    const [logged] = await db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.workspaceId, workspaceId))
      .limit(1);
    if (!logged)
      await seedDemoClientAudit(
        db,
        workspaceId,
        {
          provider: provider.user,
          createdAgo: client.createdDaysAgo * DAY,
          handedTo: owner?.user,
        },
        now,
      );
  }
  return seeded;
}

/** A client workspace as the provider makes it from the clients screen, dated back. */
async function createClientWorkspace(
  db: Database,
  client: DemoClient,
  provider: { user: UserRow; workspaceId: string },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const workspace = await createWorkspace(tx, {
      name: client.name,
      ownerId: provider.user.id,
      providerWorkspaceId: provider.workspaceId,
    });
    const createdAt = new Date(now.getTime() - client.createdDaysAgo * DAY);
    await tx.update(workspaces).set({ createdAt }).where(eq(workspaces.id, workspace.id));
    await tx
      .update(workspaceMembers)
      .set({ joinedAt: createdAt, lastActiveAt: new Date(now.getTime() - DAY) })
      .where(eq(workspaceMembers.workspaceId, workspace.id));
    return workspace.id;
  });
}

/**
 * The client's own account, owner of the workspace, and the provider admin there. Run again: a
 * new password; the roles are left as they are.
 */
async function handOver(
  db: Database,
  client: DemoClient,
  workspaceId: string,
  providerId: string,
  now: Date,
) {
  const person = client.handedTo;
  if (!person) return undefined;
  const password = newDemoPassword();
  const { user } = await ensureDemoPerson(db, person, password);
  await db.transaction(async (tx) => {
    const joined = await tx
      .insert(workspaceMembers)
      .values({
        workspaceId,
        userId: user.id,
        role: 'owner',
        joinedAt: new Date(now.getTime() - (client.createdDaysAgo - 5) * DAY),
        lastActiveAt: new Date(now.getTime() - 5 * 3_600_000),
      })
      .onConflictDoNothing()
      .returning({ userId: workspaceMembers.userId });
    if (joined.length === 0) return;
    await tx
      .update(workspaceMembers)
      .set({ role: 'admin' })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, providerId)));
    await tx
      .update(users)
      .set({ lastWorkspaceId: workspaceId })
      .where(and(eq(users.id, user.id), isNull(users.lastWorkspaceId)));
  });
  const [membership] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, user.id)));
  const credential: DemoCredential = {
    name: `${person.firstname} ${person.lastname}`,
    email: person.email,
    password,
    role: membership?.role ?? 'owner',
    workspace: client.name,
  };
  return { user, credential };
}

/**
 * The client's verified number linked to its WhatsApp chatbot, as seedDemoWhatsAppAccounts links
 * the shop's (the fake's token). Once: a workspace with a WhatsApp account is left alone.
 */
async function linkClientNumber(
  db: Database,
  config: Pick<SeedServices['config'], 'secretKey'>,
  workspaceId: string,
  chatbotId: string | undefined,
  client: DemoClient,
): Promise<void> {
  const number = client.number;
  if (!number || !chatbotId) return;
  const [existing] = await db
    .select({ id: whatsappAccounts.id })
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.workspaceId, workspaceId))
    .limit(1);
  if (existing) return;
  const graphId = () => `${randomInt(1, 10)}${String(randomInt(0, 1e14)).padStart(14, '0')}`;
  const token = encryptSecret(config.secretKey, WHATSAPP_FAKE_DEFAULTS.accessToken);
  const phoneNumberId = graphId();
  const wabaId = graphId();
  const linkedAt = new Date(Date.now() - (client.createdDaysAgo - 2) * DAY);
  await db.transaction(async (tx) => {
    await tx
      .update(chatbots)
      .set({
        phoneNumberId,
        displayPhoneNumber: number.display,
        accessTokenEncrypted: token,
        appSecretEncrypted: encryptSecret(config.secretKey, WHATSAPP_FAKE_DEFAULTS.appSecret),
        wabaId,
      })
      .where(eq(chatbots.id, chatbotId));
    await tx.insert(whatsappAccounts).values({
      workspaceId,
      type: 'customer_support',
      configId: '1104455667788990',
      description: number.description,
      businessId: graphId(),
      wabaId,
      phoneNumberId,
      displayPhoneNumber: number.display,
      verifiedName: number.verifiedName,
      codeVerificationStatus: 'VERIFIED',
      businessTokenEncrypted: token,
      pinEncrypted: encryptSecret(config.secretKey, String(randomInt(0, 1_000_000)).padStart(6, '0')),
      subscribedAt: linkedAt,
      registeredAt: linkedAt,
      registerAttempts: 1,
      chatbotId,
      linkedAt,
      createdAt: linkedAt,
      updatedAt: linkedAt,
    });
  });
}
