import { parseArgs } from 'node:util';
import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { users } from '@griot/db/schema/users';
import { workspaceMembers, workspaces } from '@griot/db/schema/workspaces';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { UserRow } from '../api/sessions';
import { readServerAddress } from '../app/serverAddress';
import { createFirstWorkspace } from '../domain/workspaces/createWorkspace';
import { createAccount } from '../features/auth/createAccount';
import { openFileStorage } from '../lib/files/openFileStorage';
import { hashPassword } from '../lib/passwordHashing';
import { ensureDemoChatbots } from './demoChatbotCreation';
import { DEMO_CHATBOTS } from './demoChatbots';
import { seedDemoFlows } from './demoFlows';
import { newDemoPassword } from './demoPeople';
import type { AdminServices } from './openAdminServices';
import { demoCredentialsText } from './printDemoCredentials';
import { seedDemoAccount } from './seedDemoAccount';
import { seedDemoAnalytics } from './seedDemoAnalytics';
import { seedDemoAudience } from './seedDemoAudience';
import { type DemoTeamActors, seedDemoTeamAudit } from './seedDemoAudit';
import { seedDemoCampaignAudit } from './seedDemoCampaignAudit';
import { seedDemoCampaigns } from './seedDemoCampaigns';
import { seedDemoClients } from './seedDemoClients';
import { seedDemoConversations } from './seedDemoConversations';
import { FLOW_LOGIC_BOT, seedDemoFlowLogic } from './seedDemoFlowLogic';
import { seedDemoHistory } from './seedDemoHistory';
import { seedDemoInbox } from './seedDemoInbox';
import { seedDemoKnowledge } from './seedDemoKnowledge';
import { seedDemoInvitations, seedDemoTeam } from './seedDemoTeam';
import { seedDemoWhatsAppAccounts } from './seedDemoWhatsAppAccounts';
import { seedDemoWindow } from './seedDemoWindow';
import { seedLoad } from './seedLoad';

export const DEMO_EMAIL = 'demo@griot.local';

export const seedDemoUsage = 'seed-demo [--chatbots N --end-users M]   (N, M: extra rows for benchmarks)';

/**
 * A demo account to walk the product with. Run again, it keeps the account and its content and
 * gives it a new password (printed), so the credentials are never a known default.
 */
export async function seedDemoCommand(args: string[], { config, database }: AdminServices): Promise<void> {
  const { db } = database;
  const { values } = parseArgs({
    args,
    options: { chatbots: { type: 'string' }, 'end-users': { type: 'string' } },
  });
  const loadChatbots = Number(values.chatbots ?? 0);
  const loadEndUsers = Number(values['end-users'] ?? 0);
  if (
    !Number.isInteger(loadChatbots) ||
    !Number.isInteger(loadEndUsers) ||
    loadChatbots < 0 ||
    loadEndUsers < 0
  ) {
    throw new Error('--chatbots et --end-users attendent des nombres entiers positifs');
  }
  const password = newDemoPassword();
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  let demo: UserRow;
  let workspaceId: string;
  if (existing) {
    demo = existing;
    workspaceId = (await findDemoWorkspace(db, existing.id)) ?? (await createFirstWorkspace(db, existing)).id;
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    console.log('Compte de démonstration existant : nouveau mot de passe.');
  } else {
    demo = await createAccount(db, {
      firstname: 'Aminata',
      lastname: 'Sow',
      company: 'Boutique Téranga',
      email: DEMO_EMAIL,
      tel: '+221770000001',
      country: 'SN',
      userType: 'provider',
      password,
    });
    if (!demo.lastWorkspaceId) throw new Error('the demo account was made without its workspace');
    workspaceId = demo.lastWorkspaceId;
    await backdateDemoAccount(db, demo.id, workspaceId);
    console.log('Compte de démonstration créé.');
  }
  const userId = demo.id;
  if (await seedDemoAccount(db, userId, workspaceId))
    console.log('Profil, sessions et trois factures du compte de démonstration créés.');
  const services = { db, config, files: openFileStorage(config) };
  const { made } = await ensureDemoChatbots(services, workspaceId, DEMO_CHATBOTS);
  if (made > 0) console.log(`${made} chatbots de démonstration créés.`);
  const [shop] = await db
    .select({ id: chatbots.id })
    .from(chatbots)
    .where(
      and(
        eq(chatbots.workspaceId, workspaceId),
        eq(chatbots.botName, DEMO_CHATBOTS[0]?.fields.bot_name ?? ''),
      ),
    );
  if (shop && (await seedDemoFlows(services, shop.id)))
    console.log('Parcours complet du chatbot « Boutique Téranga » créé.');
  await seedDemoConversations({ config, database }, { workspaceId, email: DEMO_EMAIL, password });
  // A chatbot made from the Boutique template, with customers through its decisions.
  await seedDemoFlowLogic(services, database, workspaceId);
  await seedDemoWhatsAppAccounts(db, config, workspaceId);
  // After the live conversations, and like them not next to a running server (they would then
  // never be played: the shop would already have end-users).
  const attached = Boolean(database.embedded && !database.embedded.owned);
  const history = shop && !attached ? await seedDemoHistory(db, shop.id) : 0;
  if (history > 0)
    console.log(`Historique de six mois : ${history} clients de « Boutique Téranga » ajoutés.`);
  if (shop) {
    await seedDemoAudience(db, shop.id);
    await seedDemoKnowledge(db, config, shop.id);
  }
  if (loadChatbots > 0 || loadEndUsers > 0) {
    await seedLoad(db, workspaceId, loadChatbots, loadEndUsers);
    console.log(
      `Données de charge : ${loadChatbots} chatbots et ${loadEndUsers} utilisateurs finaux ajoutés.`,
    );
  }
  const team = await seedDemoWorkspaceTeam(db, config, demo, { id: workspaceId, shopId: shop?.id });
  // After the team (its agents answer) and, like the history, not next to a running server: the
  // live conversations play only while the shop has no end-user.
  const inbox = await seedDemoInbox(db, workspaceId, { conversations: !attached });
  if (!attached) await seedAnalyticsHistory(db, workspaceId);
  // Like the history, not next to a running server: its imported contacts would make the live
  // conversations of a later run never be played (the shop would already have end-users).
  if (shop && !attached) {
    await seedDemoCampaigns({ db, config, workspaceId, shopId: shop.id });
    // After them: its lines name the templates and plans they wrote.
    const events = await seedDemoCampaignAudit(db, workspaceId, shop.id, team.actors);
    if (events > 0)
      console.log(`Journal d'audit : ${events} événements des modèles et des diffusions ajoutés.`);
  }
  if (inbox.conversations > 0)
    console.log(
      `Boîte de réception : ${inbox.conversations} conversations (ouvertes, en attente, reportées, résolues), ${inbox.labels} étiquettes et ${inbox.cannedResponses} réponses rapides ajoutées.`,
    );
  const clients = await seedDemoClients(services, { user: demo, workspaceId, attached });
  await seedDemoWindow(db, userId);
  if (clients.workspaces > 0)
    console.log(
      `${clients.workspaces} espaces de travail clients créés (${clients.endUsers} utilisateurs finaux ce mois-ci).`,
    );
  // Next to a running server, the address it answers at (this command's PORT may differ).
  const address = (attached && readServerAddress(config.dataDir)) || config.publicUrl;
  const memberOf = await demoWorkspaces(db, userId);
  console.log(
    demoCredentialsText(
      address,
      { email: DEMO_EMAIL, password, workspaces: memberOf },
      team.credentials,
      clients.credentials,
      team.invitation,
    ),
  );
}

/** Ninety days of the shop's and « Keur Wax »'s customers, counted by the real rollup; says its time. */
async function seedAnalyticsHistory(db: Database, workspaceId: string): Promise<void> {
  const started = performance.now();
  const names = [DEMO_CHATBOTS[0]?.fields.bot_name ?? '', FLOW_LOGIC_BOT];
  const added = await seedDemoAnalytics(db, workspaceId, names);
  if (!added) return;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Analytique : 90 jours d'historique (${added.endUsers} clients, ${added.messages} messages) comptés en ${seconds} s.`,
  );
}

/**
 * The new demo account as if it had signed up four months ago (its first invoice is three months
 * old, its team joined up to two months ago): its workspace and its owner's membership too.
 */
async function backdateDemoAccount(db: Database, userId: string, workspaceId: string): Promise<void> {
  const signedUp = new Date(Date.now() - 120 * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ createdAt: signedUp }).where(eq(users.id, userId));
    await tx.update(workspaces).set({ createdAt: signedUp }).where(eq(workspaces.id, workspaceId));
    await tx
      .update(workspaceMembers)
      .set({ joinedAt: signedUp })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  });
}

/** The demo's own workspace: the first it owns of its own kind (never one of its clients'). */
async function findDemoWorkspace(db: Database, userId: string): Promise<string | undefined> {
  const [own] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.role, 'owner'),
        eq(workspaces.kind, 'own'),
      ),
    )
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .limit(1);
  return own?.id;
}

/** The team of the demo's workspace, its invitations and its audit log; prints what was added. */
async function seedDemoWorkspaceTeam(
  db: Database,
  config: AdminServices['config'],
  demo: UserRow,
  { id: workspaceId, shopId }: { id: string; shopId: string | undefined },
) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  const team = await seedDemoTeam(db, config, { id: workspaceId, name: workspace?.name ?? '' });
  if (team.added > 0) console.log(`${team.added} membres ajoutés à l'équipe de « ${workspace?.name} ».`);
  const actor = (email: string) => {
    const user = team.people.get(email);
    if (!user) throw new Error(`demo member ${email} missing`);
    return user;
  };
  const inviters = new Map([
    ['demo', demo.id],
    ...[...team.people].map(([email, user]) => [email, user.id] as const),
  ]);
  const invitations = await seedDemoInvitations(db, workspaceId, inviters);
  if (invitations.made > 0) console.log('Invitations de démonstration créées (une en attente, une expirée).');
  const actors: DemoTeamActors = {
    demo,
    admin: actor('moussa.diallo@griot.local'),
    editor: actor('khady.fall@griot.local'),
    agents: [actor('ibrahima.sarr@griot.local'), actor('aissatou.ba@griot.local')],
  };
  const events = await seedDemoTeamAudit(db, workspaceId, shopId, actors);
  if (events > 0) console.log(`Journal d'audit : ${events} événements des dernières semaines ajoutés.`);
  return { ...team, invitation: invitations.pending, actors };
}

/** The demo account's workspaces with its role in each, for the printout. */
async function demoWorkspaces(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: workspaces.name, role: workspaceMembers.role, kind: workspaces.kind })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(desc(workspaces.kind), asc(workspaces.name));
  return rows.map((row) => `${row.name} (${workspaceMessages.roles[row.role]})`);
}
