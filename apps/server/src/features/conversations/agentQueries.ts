import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { conversations } from '@griot/db/schema/conversations';
import { messages } from '@griot/db/schema/messages';
import { and, eq, sql } from 'drizzle-orm';
import { elementDraft, storeAgentMessages } from '../../domain/conversations/storeAgentMessages';
import { openConversation, resolveConversation } from '../../runtime/conversationStatus';
import { notifyChanges } from '../../runtime/notifyChanges';

/** Who takes which end-user's conversation. */
export interface Takeover {
  chatbotId: string;
  endUserId: string;
  agentId: string;
}

/**
 * An agent takes the conversation: it opens in the team inbox (the bot is silent until it is
 * resolved), assigned to them unless someone already handles it.
 */
export async function pauseBot(db: Database, takeover: Takeover): Promise<void> {
  await db.transaction((tx) =>
    openConversation(tx, { endUserId: takeover.endUserId, reason: 'agent', assigneeId: takeover.agentId }),
  );
}

/** The bot answers this end-user again: the conversation is resolved. */
export async function handBackToBot(db: Database, endUserId: string, by: string): Promise<void> {
  await db.transaction((tx) => resolveConversation(tx, { endUserId, by }));
}

/** The agent has read everything of this conversation. */
export async function markConversationRead(db: Database, endUserId: string): Promise<void> {
  await db.update(conversations).set({ unreadCount: 0 }).where(eq(conversations.endUserId, endUserId));
}

/** Whether the chatbot has what a WhatsApp send needs: a token and a phone number id. */
export async function hasChannelCredentials(db: Database, chatbotId: string): Promise<boolean> {
  const [chatbot] = await db
    .select({ token: chatbots.accessTokenEncrypted, phoneNumberId: chatbots.phoneNumberId })
    .from(chatbots)
    .where(eq(chatbots.id, chatbotId));
  return Boolean(chatbot?.token && chatbot.phoneNumberId);
}

/** Stores the agent's text as an outbound message (domain/conversations: the team inbox writes the same way). */
export async function storeAgentReply(
  db: Database,
  takeover: Takeover,
  reply: { text: string; channel: string },
) {
  const [stored] = await storeAgentMessages(db, { ...takeover, channel: reply.channel }, [
    elementDraft({ type: 'text', message: reply.text, preview_url: false }),
  ]);
  if (!stored) throw new Error('the reply was not stored');
  return stored;
}

/** Why a message cannot be sent again, or its seq once queued. */
export type RetryOutcome = { seq: number } | 'notFound' | 'notFailed' | 'broadcast';

/**
 * A failed outbound message of this end-user goes back to the send queue, tried again from the
 * part it had reached (a message of several parts never repeats the ones already delivered).
 */
export async function requeueFailedMessage(
  db: Database,
  message: { chatbotId: string; endUserId: string; messageId: string },
): Promise<RetryOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        seq: messages.seq,
        status: messages.status,
        direction: messages.direction,
        broadcast: sql<boolean>`${messages.content} ? 'broadcast'`,
      })
      .from(messages)
      .where(and(eq(messages.id, message.messageId), eq(messages.endUserId, message.endUserId)))
      .for('update');
    if (!row) return 'notFound';
    if (row.direction !== 'out' || row.status !== 'failed') return 'notFailed';
    // The send lanes know flow elements, not templates; and a campaign decides who gets it again.
    if (row.broadcast) return 'broadcast';
    await tx
      .update(messages)
      .set({
        status: 'queued',
        attempts: 0,
        error: null,
        nextAttemptAt: sql`now()`,
        sendingAt: null,
      })
      .where(eq(messages.id, message.messageId));
    await notifyChanges(tx, new Map([[message.chatbotId, [row.seq]]]));
    return { seq: row.seq };
  });
}
