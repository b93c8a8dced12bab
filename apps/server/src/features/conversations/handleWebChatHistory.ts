import { publicProcedures } from '../../api/procedures';
import { requireWebChatVisitor } from '../../channels/web/webChatTokens';
import { readTranscript, toChatMessage } from './conversationQueries';
import { findWebVisitor } from './findWebVisitor';

/**
 * GET /webchat/{chatbotId}/messages: the visitor's conversation so far, the same transcript an
 * agent reads (the web chat's own calls are in channels/web).
 */
export const handleWebChatHistory = publicProcedures.conversations.webChatHistory.handler(
  async ({ input, context }) => {
    requireWebChatVisitor(context.config.secretKey, input.chatbotId, input.visitor_id, input.token);
    const endUserId = await findWebVisitor(context.db, input.chatbotId, input.visitor_id);
    if (!endUserId) return { success: true as const, messages: [] };
    const { messages } = await readTranscript(context.db, endUserId, { limit: 200 });
    return { success: true as const, messages: messages.map(toChatMessage) };
  },
);
