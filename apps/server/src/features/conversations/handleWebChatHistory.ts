import { endUsers } from '@griot/db/schema/endUsers';
import { and, eq } from 'drizzle-orm';
import { publicProcedures } from '../../api/procedures';
import { requireWebChatVisitor } from '../../channels/web/webChatTokens';
import { readTranscript, toChatMessage } from './conversationQueries';

/**
 * GET /webchat/{chatbotId}/messages: the visitor's conversation so far, the same transcript an
 * agent reads (the web chat's own calls are in channels/web).
 */
export const handleWebChatHistory = publicProcedures.conversations.webChatHistory.handler(
  async ({ input, context }) => {
    requireWebChatVisitor(context.config.secretKey, input.chatbotId, input.visitor_id, input.token);
    const [endUser] = await context.db
      .select({ id: endUsers.id })
      .from(endUsers)
      .where(
        and(
          eq(endUsers.chatbotId, input.chatbotId),
          eq(endUsers.channel, 'web'),
          eq(endUsers.externalId, input.visitor_id),
        ),
      );
    if (!endUser) return { success: true as const, messages: [] };
    const { messages } = await readTranscript(context.db, endUser.id, { limit: 200 });
    return { success: true as const, messages: messages.map(toChatMessage) };
  },
);
