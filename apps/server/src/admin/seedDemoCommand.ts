import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chatbots } from '@griot/db/schema/chatbots';
import { users } from '@griot/db/schema/users';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../api/appContext';
import { startingWorkspace } from '../api/sessions';
import { readServerAddress } from '../app/serverAddress';
import { createFirstWorkspace } from '../domain/workspaces/createWorkspace';
import { createAccount } from '../features/auth/createAccount';
import { createChatbot } from '../features/chatbots/createChatbot';
import { createLocalFileStorage } from '../lib/fileStorage';
import { hashPassword } from '../lib/passwordHashing';
import { botAvatarPng } from '../lib/pngImage';
import { DEMO_CHATBOTS } from './demoChatbots';
import { seedDemoFlows } from './demoFlows';
import type { AdminServices } from './openAdminServices';
import { seedDemoAccount } from './seedDemoAccount';
import { seedDemoAudience } from './seedDemoAudience';
import { seedDemoConversations } from './seedDemoConversations';
import { seedDemoHistory } from './seedDemoHistory';
import { seedDemoKnowledge } from './seedDemoKnowledge';
import { seedDemoWhatsAppAccounts } from './seedDemoWhatsAppAccounts';
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
  const password = `Demo-${randomBytes(6).toString('base64url')}!1`;
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  let userId: string;
  let workspaceId: string;
  if (existing) {
    userId = existing.id;
    workspaceId = (await startingWorkspace(db, existing.id)) ?? (await createFirstWorkspace(db, existing)).id;
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    console.log('Compte de démonstration existant : nouveau mot de passe.');
  } else {
    const created = await createAccount(db, {
      firstname: 'Aminata',
      lastname: 'Sow',
      company: 'Boutique Téranga',
      email: DEMO_EMAIL,
      tel: '+221770000001',
      country: 'SN',
      userType: 'provider',
      password,
    });
    userId = created.id;
    if (!created.lastWorkspaceId) throw new Error('the demo account was made without its workspace');
    workspaceId = created.lastWorkspaceId;
    console.log('Compte de démonstration créé.');
  }
  if (await seedDemoAccount(db, userId, workspaceId))
    console.log('Profil, sessions et trois factures du compte de démonstration créés.');
  const services = { db, config, files: createLocalFileStorage(path.join(config.dataDir, 'files')) };
  const made = await seedDemoChatbots(services, workspaceId);
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
  // Next to a running server, the address it answers at (this command's PORT may differ).
  const address = (attached && readServerAddress(config.dataDir)) || config.publicUrl;
  console.log(
    `\n  Adresse      : ${address}/login\n  Email        : ${DEMO_EMAIL}\n  Mot de passe : ${password}\n`,
  );
}

/** Creates the demo chatbots the account does not have yet (by name), each with its avatar. */
async function seedDemoChatbots(
  services: Pick<Services, 'db' | 'files' | 'config'>,
  workspaceId: string,
): Promise<number> {
  const existing = await services.db
    .select({ name: chatbots.botName })
    .from(chatbots)
    .where(eq(chatbots.workspaceId, workspaceId));
  const names = new Set(existing.map((row) => row.name));
  let made = 0;
  for (const demo of DEMO_CHATBOTS) {
    if (names.has(demo.fields.bot_name)) continue;
    const avatar = new File([new Uint8Array(botAvatarPng(...demo.colours))], 'avatar.png', {
      type: 'image/png',
    });
    await createChatbot(services, workspaceId, demo.fields, avatar);
    made += 1;
  }
  return made;
}
