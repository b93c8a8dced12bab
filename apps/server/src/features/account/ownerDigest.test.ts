import { conversations } from '@griot/db/schema/conversations';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { users } from '@griot/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildChatbot, buildUser } from '../../test/factories';
import { readOutbox } from '../../test/outbox';
import { DIGEST_INTERVAL_MS, sendOwnerDigests } from './ownerDigest';

/** 'Nouveaux messages' and 'Erreurs' notifications: one digest mail at most every 15 minutes. */
const testServer = useTestServer();

const MINUTE = 60_000;

function digestServices() {
  const { db, services, config } = testServer();
  return { db, mailer: services.mailer, log: services.log, publicUrl: config.publicUrl };
}

/** An owner with a chatbot where Moussa waits for an agent, a test visitor too, and a failed reply. */
async function ownerWithActivity(now: Date, settings: Record<string, unknown> = {}) {
  const { db } = testServer();
  const { user, workspaceId } = await buildUser(db, { settings });
  const chatbotId = await buildChatbot(testServer(), workspaceId, { bot_name: 'Boutique Téranga' });
  const [moussa, tester] = await db
    .insert(endUsers)
    .values([
      {
        chatbotId,
        channel: 'whatsapp',
        externalId: '221770001122',
        fullName: 'Moussa Ndiaye',
        phone: '221770001122',
      },
      { chatbotId, channel: 'web', externalId: 'test-owner', fullName: 'Testeur' },
    ])
    .returning();
  const recent = new Date(now.getTime() - 2 * MINUTE);
  for (const person of [moussa, tester])
    await db.insert(conversations).values({
      endUserId: person?.id ?? '',
      chatbotId,
      workspaceId: sql`(SELECT workspace_id FROM chatbots WHERE id = ${chatbotId})`,
      status: 'open',
      lastInboundAt: recent,
      unreadCount: 2,
    });
  await db.insert(messages).values({
    chatbotId,
    endUserId: moussa?.id ?? '',
    direction: 'out',
    type: 'text',
    content: { text: 'Votre commande est prête' },
    status: 'failed',
    error: { code: 131047 },
    createdAt: recent,
  });
  return { user, chatbotId };
}

async function mailsTo(email: string) {
  return (await readOutbox(testServer().outboxDir)).filter((mail) => mail.to === email);
}

describe('owner digests', () => {
  it('mails waiting conversations and failed replies once, then not again within 15 minutes', async () => {
    const now = new Date();
    const { user, chatbotId } = await ownerWithActivity(now);
    await sendOwnerDigests(digestServices(), now);
    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Griot : 1 conversation attend un agent, 1 message non envoyé');
    expect(mail?.text).toContain('Boutique Téranga : 1 conversation attend une réponse (Moussa Ndiaye)');
    expect(mail?.text).toContain(`/dashboard/chat/${chatbotId}`);
    expect(mail?.text).not.toContain('Testeur');

    await sendOwnerDigests(digestServices(), new Date(now.getTime() + 5 * MINUTE));
    expect(await mailsTo(user.email)).toHaveLength(1);
    // Past the interval, nothing new happened: still no second mail.
    await sendOwnerDigests(digestServices(), new Date(now.getTime() + DIGEST_INTERVAL_MS + MINUTE));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('sends nothing to an owner who turned these notifications off', async () => {
    const now = new Date();
    const { user } = await ownerWithActivity(now, {
      notifications: { chatbots: { newMessages: { email: false }, errors: { email: false } } },
    });
    await sendOwnerDigests(digestServices(), now);
    expect(await mailsTo(user.email)).toHaveLength(0);
    const [row] = await testServer().db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastDigestAt).toBeNull();
  });

  it('keeps only what the owner asked for: errors alone when new messages are off', async () => {
    const now = new Date();
    const { user } = await ownerWithActivity(now, {
      notifications: { chatbots: { newMessages: { email: false } } },
    });
    await sendOwnerDigests(digestServices(), now);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Griot : 1 message non envoyé');
  });

  it('is written in the owner’s language', async () => {
    const now = new Date();
    const { user } = await ownerWithActivity(now, { general: { language: 'es' } });
    await sendOwnerDigests(digestServices(), now);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Griot: 1 conversación espera a un agente, 1 mensaje no enviado');
    expect(mail?.text).toContain('Hola, Awa:');
    expect(mail?.text).toContain('Boutique Téranga: 1 conversación espera una respuesta (Moussa Ndiaye)');
    expect(mail?.text).toContain('El equipo de Griot');
  });
});
