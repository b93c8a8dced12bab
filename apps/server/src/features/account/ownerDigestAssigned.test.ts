import { conversations } from '@griot/db/schema/conversations';
import { endUsers } from '@griot/db/schema/endUsers';
import { conversationReads } from '@griot/db/schema/teamInbox';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildChatbot, buildUser } from '../../test/factories';
import { readOutbox } from '../../test/outbox';
import { sendOwnerDigests } from './ownerDigest';

/**
 * The team inbox in the digest (issue 27): an agent is told of the open conversations assigned to
 * them where the customer wrote what they have not read, apart from those the whole team may answer.
 */
const testServer = useTestServer();

const MINUTE = 60_000;

function digestServices() {
  const { db, services, config } = testServer();
  return { db, mailer: services.mailer, log: services.log, publicUrl: config.publicUrl };
}

async function mailsTo(email: string) {
  return (await readOutbox(testServer().outboxDir)).filter((mail) => mail.to === email);
}

/** A shop whose owner has an agent, Moussa, and three customers who wrote two minutes ago. */
async function shopWithAgent(now: Date, agentSettings: Record<string, unknown> = {}) {
  const { db } = testServer();
  const { user: owner, workspaceId } = await buildUser(db);
  const { user: agent } = await buildUser(db, { firstname: 'Moussa', settings: agentSettings });
  await db.insert(workspaceMembers).values({ workspaceId, userId: agent.id, role: 'agent' });
  const chatbotId = await buildChatbot(testServer(), workspaceId, { bot_name: 'Pharmacie Thiès' });
  const recent = new Date(now.getTime() - 2 * MINUTE);
  /** A customer's open conversation: `inbound` messages in all, `seen` of them read by its assignee. */
  async function customer(
    fullName: string,
    conversation: { assignee: string | null; inbound: number; seen?: number },
  ) {
    const [person] = await db
      .insert(endUsers)
      .values({
        chatbotId,
        channel: 'whatsapp',
        externalId: `22178${Math.floor(Math.random() * 1e7)}`,
        fullName,
      })
      .returning();
    const endUserId = person?.id ?? '';
    await db.insert(conversations).values({
      endUserId,
      chatbotId,
      workspaceId,
      status: 'open',
      assigneeId: conversation.assignee,
      lastInboundAt: recent,
      unreadCount: conversation.inbound,
      inboundCount: conversation.inbound,
    });
    if (conversation.assignee && conversation.seen !== undefined)
      await db
        .insert(conversationReads)
        .values({ userId: conversation.assignee, endUserId, seenInbound: conversation.seen });
  }
  return { owner, agent, workspaceId, chatbotId, customer };
}

describe('digests: assigned to you', () => {
  it('tells the assignee of what they have not read in their own conversations, apart from what waits for the team', async () => {
    const now = new Date();
    const shop = await shopWithAgent(now);
    // Aminata wrote 3 times, Moussa read 1; Ibou's he read all; Khady's nobody has.
    await shop.customer('Aminata Fall', { assignee: shop.agent.id, inbound: 3, seen: 1 });
    await shop.customer('Ibou Sarr', { assignee: shop.agent.id, inbound: 2, seen: 2 });
    await shop.customer('Khady Ba', { assignee: null, inbound: 1 });
    await sendOwnerDigests(digestServices(), now);

    const [mail, ...others] = await mailsTo(shop.agent.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Griot : 1 conversation vous est assignée, 1 conversation attend un agent');
    expect(mail?.text).toContain(
      'Pharmacie Thiès : 1 conversation qui vous est assignée attend votre réponse (Aminata Fall)',
    );
    expect(mail?.text).toContain(
      `/dashboard/inbox?view=mine&chatbot=${shop.chatbotId}&workspace=${shop.workspaceId}`,
    );
    // The team's part: Khady only (his own are above, Ibou's he has read).
    expect(mail?.text).toContain('Pharmacie Thiès : 1 conversation attend une réponse (Khady Ba)');
    expect(mail?.text).not.toContain('Ibou Sarr');

    // The owner sees every open conversation as the team's, none as theirs.
    const [ownerMail] = await mailsTo(shop.owner.email);
    expect(ownerMail?.subject).toBe('Griot : 3 conversations attendent un agent');
    expect(ownerMail?.text).not.toContain('vous est assignée');
  });

  it('is written in the assignee’s language, and counts only conversations still open', async () => {
    const now = new Date();
    const shop = await shopWithAgent(now, { general: { language: 'en' } });
    await shop.customer('Aminata Fall', { assignee: shop.agent.id, inbound: 2 });
    await shop.customer('Awa Diallo', { assignee: shop.agent.id, inbound: 1 });
    await testServer().db.execute(
      sql`UPDATE conversations SET status = 'pending' WHERE end_user_id IN (
            SELECT id FROM end_users WHERE chatbot_id = ${shop.chatbotId} AND full_name = 'Awa Diallo')`,
    );
    await sendOwnerDigests(digestServices(), now);
    const [mail] = await mailsTo(shop.agent.email);
    expect(mail?.subject).toBe('Griot: 1 conversation assigned to you');
    expect(mail?.text).toContain(
      'Pharmacie Thiès: 1 conversation assigned to you is waiting for your reply (Aminata Fall)',
    );
    expect(mail?.text).not.toContain('Awa Diallo');
  });
});
