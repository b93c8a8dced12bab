import type { Database } from '@griot/db/openDatabase';
import { conversations } from '@griot/db/schema/conversations';
import { eq } from 'drizzle-orm';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { findConversation, listConversations, readTranscript, toChatMessage } from './conversationQueries';
import { requireConversation } from './requireConversation';

const TRANSCRIPT_PAGE = 50;

/** GET /strong/chat/{chatbotId}/conversations */
export const handleListConversations = authedProcedures.conversations.list.handler(
  async ({ input, context }) => {
    await requireOwnedChatbot(context.db, context.session.user.id, input.chatbotId);
    const { conversations: list, hasMore } = await listConversations(context.db, input.chatbotId, {
      search: input.search || undefined,
      before: input.before,
      limit: input.limit ?? 30,
      tests: input.tests,
    });
    return { success: true as const, conversations: list, has_more: hasMore };
  },
);

/** GET /strong/chat/{chatbotId}/conversations/{usertel} */
export const handleTranscript = authedProcedures.conversations.transcript.handler(
  async ({ input, context }) => {
    const conversation = await requireConversation(
      context.db,
      context.session.user.id,
      input.chatbotId,
      input.usertel,
    );
    const { messages, hasMore } = await readTranscript(context.db, conversation.end_user_id, {
      beforeSeq: input.before_seq,
      limit: TRANSCRIPT_PAGE,
    });
    return {
      success: true as const,
      conversation,
      messages: messages.map(toChatMessage),
      has_more: hasMore,
      first_seq: messages[0]?.seq ?? null,
    };
  },
);

/** POST /strong/chat/{chatbotId}/conversations/{usertel}/read */
export const handleMarkRead = authedProcedures.conversations.markRead.handler(async ({ input, context }) => {
  const conversation = await requireConversation(
    context.db,
    context.session.user.id,
    input.chatbotId,
    input.usertel,
  );
  await context.db
    .update(conversations)
    .set({ unreadCount: 0 })
    .where(eq(conversations.endUserId, conversation.end_user_id));
  return { success: true as const, conversation: await reread(context.db, input.chatbotId, input.usertel) };
});

export async function reread(db: Database, chatbotId: string, usertel: string) {
  const conversation = await findConversation(db, chatbotId, usertel);
  if (!conversation) throw new Error('conversation vanished during the call');
  return conversation;
}
