import type { ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { messages as texts } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { conversations } from '@griot/db/schema/conversations';
import { messages } from '@griot/db/schema/messages';
import { and, eq, sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { AuthedContext } from '../../api/appContext';
import { authedProcedures } from '../../api/procedures';
import { preview } from '../../runtime/describeMessage';
import { notifyChanges } from '../../runtime/notifyChanges';
import { messagesBySeq, toChatMessage } from './conversationQueries';
import { reread } from './handleConversationReads';
import { requireConversation } from './requireConversation';

/** Pauses the bot for this end-user: an agent is talking (extended by each reply). */
async function pauseBot(
  db: Database,
  conversation: ConversationSummary,
  chatbotId: string,
  context: AuthedContext,
) {
  const until = sql`now() + make_interval(mins => ${context.config.runtime.takeoverIdleMinutes})`;
  await db
    .insert(conversations)
    .values({
      endUserId: conversation.end_user_id,
      chatbotId,
      botPausedUntil: until,
      agentId: context.session.user.id,
    })
    .onConflictDoUpdate({
      target: conversations.endUserId,
      set: { botPausedUntil: until, agentId: context.session.user.id },
    });
}

/** POST /strong/chat/{chatbotId}/conversations/{usertel}/reply: the agent writes, the bot pauses. */
export const handleAgentReply = authedProcedures.conversations.reply.handler(async ({ input, context }) => {
  const conversation = await requireConversation(
    context.db,
    context.session.user.id,
    input.chatbotId,
    input.usertel,
  );
  if (conversation.channel === 'whatsapp') {
    const windowEnd = conversation.reply_window_ends_at ? Date.parse(conversation.reply_window_ends_at) : 0;
    if (windowEnd <= Date.now()) throw apiError(422, texts.conversations.windowClosed);
    const [chatbot] = await context.db
      .select({ token: chatbots.accessTokenEncrypted, phoneNumberId: chatbots.phoneNumberId })
      .from(chatbots)
      .where(eq(chatbots.id, input.chatbotId));
    if (!chatbot?.token || !chatbot.phoneNumberId)
      throw apiError(422, texts.conversations.noChannelCredentials);
  }
  const row = await context.db.transaction(async (tx) => {
    await pauseBot(tx, conversation, input.chatbotId, context);
    const [inserted] = await tx
      .insert(messages)
      .values({
        chatbotId: input.chatbotId,
        endUserId: conversation.end_user_id,
        direction: 'out',
        type: 'text',
        content: { element: { type: 'text', message: input.text, preview_url: false } },
        // The web chat reads stored messages; the other channels go through the runtime's send queue.
        status: conversation.channel === 'web' ? 'sent' : 'queued',
        nextAttemptAt: conversation.channel === 'web' ? null : sql`now()`,
        agentId: context.session.user.id,
      })
      .returning();
    if (!inserted) throw new Error('insert returned nothing');
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()`, lastMessagePreview: preview(input.text), unreadCount: 0 })
      .where(eq(conversations.endUserId, conversation.end_user_id));
    await notifyChanges(tx, new Map([[input.chatbotId, [inserted.seq]]]));
    return inserted;
  });
  context.runtime.signals.wake('outbox');
  return {
    success: true as const,
    message: toChatMessage({
      id: row.id,
      seq: row.seq,
      end_user_id: row.endUserId,
      usertel: conversation.usertel,
      channel: conversation.channel,
      direction: row.direction,
      type: row.type,
      content: row.content,
      status: row.status,
      error: null,
      agent_id: row.agentId,
      created_at: row.createdAt.toISOString(),
    }),
    conversation: await reread(context.db, input.chatbotId, input.usertel),
  };
});

/** POST /strong/chat/{chatbotId}/conversations/{usertel}/takeover */
export const handleTakeOver = authedProcedures.conversations.takeOver.handler(async ({ input, context }) => {
  const conversation = await requireConversation(
    context.db,
    context.session.user.id,
    input.chatbotId,
    input.usertel,
  );
  await pauseBot(context.db, conversation, input.chatbotId, context);
  return { success: true as const, conversation: await reread(context.db, input.chatbotId, input.usertel) };
});

/** POST /strong/chat/{chatbotId}/conversations/{usertel}/handback: the bot answers again. */
export const handleHandBack = authedProcedures.conversations.handBack.handler(async ({ input, context }) => {
  const conversation = await requireConversation(
    context.db,
    context.session.user.id,
    input.chatbotId,
    input.usertel,
  );
  await context.db
    .update(conversations)
    .set({ botPausedUntil: null, agentId: null })
    .where(eq(conversations.endUserId, conversation.end_user_id));
  return { success: true as const, conversation: await reread(context.db, input.chatbotId, input.usertel) };
});

/**
 * POST /strong/chat/{chatbotId}/conversations/{usertel}/messages/{messageId}/retry: a failed
 * outbound message goes back to the send queue, tried again from the part it had reached (a
 * message of several parts never repeats the ones already delivered).
 */
export const handleRetryMessage = authedProcedures.conversations.retry.handler(async ({ input, context }) => {
  const conversation = await requireConversation(
    context.db,
    context.session.user.id,
    input.chatbotId,
    input.usertel,
  );
  const seq = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        seq: messages.seq,
        status: messages.status,
        direction: messages.direction,
        broadcast: sql<boolean>`${messages.content} ? 'broadcast'`,
      })
      .from(messages)
      .where(and(eq(messages.id, input.messageId), eq(messages.endUserId, conversation.end_user_id)))
      .for('update');
    if (!row) throw apiError(404, texts.conversations.messageNotFound);
    if (row.direction !== 'out' || row.status !== 'failed')
      throw apiError(409, texts.conversations.notFailed);
    // The send lanes know flow elements, not templates; and a campaign decides who gets it again.
    if (row.broadcast) throw apiError(409, texts.conversations.broadcastNotRetried);
    await tx
      .update(messages)
      .set({
        status: 'queued',
        attempts: 0,
        error: null,
        nextAttemptAt: sql`now()`,
        content: sql`${messages.content} - 'sending_at'`,
      })
      .where(eq(messages.id, input.messageId));
    await notifyChanges(tx, new Map([[input.chatbotId, [row.seq]]]));
    return row.seq;
  });
  context.runtime.signals.wake('outbox');
  const [stored] = await messagesBySeq(context.db, input.chatbotId, [seq]);
  if (!stored) throw apiError(404, texts.conversations.messageNotFound);
  return { success: true as const, message: toChatMessage(stored) };
});
