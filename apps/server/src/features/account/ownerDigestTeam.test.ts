import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { conversations } from '@griot/db/schema/conversations';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { users } from '@griot/db/schema/users';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildChatbot, buildUser } from '../../test/factories';
import { readOutbox } from '../../test/outbox';
import { sendOwnerDigests } from './ownerDigest';

/**
 * The digest in a team: every member is told of the conversations waiting in their workspaces
 * (anyone of the team may answer), only owners and admins of the replies that failed; one mail
 * per person whatever the number of workspaces, each following that person's own settings.
 */
const testServer = useTestServer();

const MINUTE = 60_000;

function digestServices() {
  const { db, services, config } = testServer();
  return { db, mailer: services.mailer, log: services.log, publicUrl: config.publicUrl };
}

/** A workspace (its owner's own) with a chatbot where a customer waits and a reply failed. */
async function workspaceWithActivity(name: string, customer: string, now: Date, ownerSettings = {}) {
  const { db } = testServer();
  const { user: owner, workspaceId } = await buildUser(db, { company: name, settings: ownerSettings });
  const chatbotId = await buildChatbot(testServer(), workspaceId, { bot_name: name });
  const [person] = await db
    .insert(endUsers)
    .values({
      chatbotId,
      channel: 'whatsapp',
      externalId: `22177${Math.floor(Math.random() * 1e7)}`,
      fullName: customer,
    })
    .returning();
  const recent = new Date(now.getTime() - 2 * MINUTE);
  await db.insert(conversations).values({
    endUserId: person?.id ?? '',
    chatbotId,
    workspaceId: sql`(SELECT workspace_id FROM chatbots WHERE id = ${chatbotId})`,
    status: 'open',
    lastInboundAt: recent,
    unreadCount: 1,
  });
  await db.insert(messages).values({
    chatbotId,
    endUserId: person?.id ?? '',
    direction: 'out',
    type: 'text',
    content: { text: 'Votre commande est prête' },
    status: 'failed',
    error: { code: 131047 },
    createdAt: recent,
  });
  return { owner, workspaceId, chatbotId };
}

/** A person of the team: an account of their own, made a member of `workspaceId`. */
async function member(workspaceId: string, role: WorkspaceRole, settings: Record<string, unknown> = {}) {
  const { db } = testServer();
  const { user } = await buildUser(db, { settings });
  await db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role });
  return user;
}

async function mailsTo(email: string) {
  return (await readOutbox(testServer().outboxDir)).filter((mail) => mail.to === email);
}

const WAITING_ONE = 'Griot : 1 conversation attend un agent';
const BOTH = 'Griot : 1 conversation attend un agent, 1 message non envoyé';

describe('digests in a team', () => {
  it('tells an agent and an editor of their workspace’s waiting conversations only; owners and admins of the failed replies too', async () => {
    const now = new Date();
    const pharmacy = await workspaceWithActivity('Pharmacie Baobab', 'Mame Diarra Sy', now);
    const maquis = await workspaceWithActivity('Maquis Chez Tantie', 'Kouassi Konan', now);
    const agent = await member(pharmacy.workspaceId, 'agent');
    const editor = await member(pharmacy.workspaceId, 'editor');
    const admin = await member(pharmacy.workspaceId, 'admin');
    await sendOwnerDigests(digestServices(), now);

    for (const person of [agent, editor]) {
      const [mail, ...more] = await mailsTo(person.email);
      expect(more).toHaveLength(0);
      expect(mail?.subject).toBe(WAITING_ONE);
      expect(mail?.text).toContain('Pharmacie Baobab : 1 conversation attend une réponse (Mame Diarra Sy)');
      expect(mail?.text).toContain(`/dashboard/chat/${pharmacy.chatbotId}`);
      // Nothing of the replies that failed, nothing of a workspace they are not in.
      expect(mail?.text).not.toContain('pas partie');
      expect(mail?.text).not.toContain('Maquis Chez Tantie');
      expect(mail?.text).not.toContain('Kouassi Konan');
      expect(mail?.text).not.toContain('espace de travail');
    }
    for (const person of [pharmacy.owner, admin]) {
      const [mail] = await mailsTo(person.email);
      expect(mail?.subject).toBe(BOTH);
      expect(mail?.text).toContain('Pharmacie Baobab : 1 réponse n’est pas partie.');
      expect(mail?.text).not.toContain('Maquis Chez Tantie');
    }
    const [maquisMail] = await mailsTo(maquis.owner.email);
    expect(maquisMail?.subject).toBe(BOTH);
    expect(maquisMail?.text).not.toContain('Pharmacie Baobab');
  });

  it('sends a member of two workspaces one digest with both, each chatbot named with its workspace', async () => {
    const now = new Date();
    const pharmacy = await workspaceWithActivity('Pharmacie Baobab', 'Ousmane Cissé', now);
    const maquis = await workspaceWithActivity('Maquis Chez Tantie', 'Aya Traoré', now);
    // An agent at the pharmacy, an admin at the maquis.
    const awa = await member(pharmacy.workspaceId, 'agent');
    await testServer()
      .db.insert(workspaceMembers)
      .values({ workspaceId: maquis.workspaceId, userId: awa.id, role: 'admin' });
    await sendOwnerDigests(digestServices(), now);

    const [mail, ...more] = await mailsTo(awa.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Griot : 2 conversations attendent un agent, 1 message non envoyé');
    expect(mail?.text).toContain(
      'Pharmacie Baobab (espace de travail « Pharmacie Baobab ») : 1 conversation attend une réponse (Ousmane Cissé)',
    );
    expect(mail?.text).toContain(
      'Maquis Chez Tantie (espace de travail « Maquis Chez Tantie ») : 1 conversation attend une réponse (Aya Traoré)',
    );
    expect(mail?.text).toContain(
      'Maquis Chez Tantie (espace de travail « Maquis Chez Tantie ») : 1 réponse n’est pas partie',
    );
    // Admin at the maquis only: the pharmacy's failed reply is not theirs to hear of.
    expect(mail?.text).not.toContain('Pharmacie Baobab (espace de travail « Pharmacie Baobab ») : 1 réponse');
  });

  it('follows each member’s own settings, whatever the others chose', async () => {
    const now = new Date();
    const noEmail = { general: { emailNotifications: false } };
    const pharmacy = await workspaceWithActivity('Pharmacie Baobab', 'Babacar Gueye', now, noEmail);
    const quietAgent = await member(pharmacy.workspaceId, 'agent', {
      notifications: { chatbots: { newMessages: { email: false } } },
    });
    const agent = await member(pharmacy.workspaceId, 'agent');
    const errorsOnly = await member(pharmacy.workspaceId, 'admin', {
      notifications: { chatbots: { newMessages: { email: false } } },
    });
    const inEnglish = await member(pharmacy.workspaceId, 'admin', {
      general: { language: 'en' },
      notifications: { chatbots: { errors: { email: false } } },
    });
    await sendOwnerDigests(digestServices(), now);

    expect(await mailsTo(pharmacy.owner.email)).toHaveLength(0);
    expect(await mailsTo(quietAgent.email)).toHaveLength(0);
    // Nothing sent: the 15-minute claim is not taken either.
    const [quiet] = await testServer().db.select().from(users).where(eq(users.id, quietAgent.id));
    expect(quiet?.lastDigestAt).toBeNull();
    expect((await mailsTo(agent.email))[0]?.subject).toBe(WAITING_ONE);
    expect((await mailsTo(errorsOnly.email))[0]?.subject).toBe('Griot : 1 message non envoyé');
    const [english] = await mailsTo(inEnglish.email);
    expect(english?.subject).toBe('Griot: 1 conversation is waiting for an agent');
    expect(english?.text).toContain(
      'Pharmacie Baobab: 1 conversation is waiting for a reply (Babacar Gueye)',
    );
  });
});
