import { messages as texts } from '@griot/contract/messages';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { AppContext } from '../../api/appContext';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { publicProcedures } from '../../api/procedures';
import { currentServerLanguage } from '../../lib/requestLanguage';
import { checkWebChatToken, newVisitorId, requireWebChatVisitor, webChatToken } from './webChatTokens';

const WEB_CHAT_SESSIONS = { bucket: 'webchat-session:ip', limit: 30, windowMs: 10 * 60_000 };
const WEB_CHAT_MESSAGES = { bucket: 'webchat-message:ip', limit: 120, windowMs: 60_000 };

/**
 * A web chat belongs to a chatbot of type web that is not switched off; the playground's test
 * conversations (`test-…`, issued to the owner only) work for every chatbot.
 */
async function requireWebChat(context: AppContext, chatbotId: string, visitorId?: string) {
  const [chatbot] = await context.db
    .select({
      id: chatbots.id,
      type: chatbots.type,
      status: chatbots.status,
      botName: chatbots.botName,
      avatar: chatbots.avatar,
    })
    .from(chatbots)
    .where(eq(chatbots.id, chatbotId));
  if (!chatbot) throw apiError(404, texts.chatbots.notFound);
  const isTest = visitorId?.startsWith('test-') ?? false;
  if (!isTest && (chatbot.type !== 'web' || chatbot.status === 'inactive'))
    throw apiError(403, texts.conversations.webChatUnavailable);
  return chatbot;
}

/** POST /webchat/{chatbotId}/session: the widget opens (a known visitor resumes, else a new one starts). */
export const handleWebChatStart = publicProcedures.conversations.webChatStart.handler(
  async ({ input, context }) => {
    const resuming =
      input.visitor_id !== undefined &&
      input.token !== undefined &&
      checkWebChatToken(context.config.secretKey, input.chatbotId, input.visitor_id, input.token);
    const chatbot = await requireWebChat(context, input.chatbotId, resuming ? input.visitor_id : undefined);
    let visitorId = resuming ? (input.visitor_id as string) : undefined;
    if (!visitorId) {
      await enforceRateLimits(context.db, [[WEB_CHAT_SESSIONS, context.request.ip]]);
      visitorId = newVisitorId('web');
      // The widget calls in the language it speaks (Accept-Language): the greeting's own words too.
      await context.runtime.receive([
        {
          chatbotId: chatbot.id,
          channel: 'web',
          sender: visitorId,
          event: { kind: 'start', profile: { language: currentServerLanguage() } },
        },
      ]);
    }
    return {
      success: true as const,
      session: {
        visitor_id: visitorId,
        token: webChatToken(context.config.secretKey, chatbot.id, visitorId),
      },
      bot_name: chatbot.botName,
      avatar: chatbot.avatar,
    };
  },
);

/** POST /webchat/{chatbotId}/messages: what the visitor typed or tapped, run like any channel's message. */
export const handleWebChatSend = publicProcedures.conversations.webChatSend.handler(
  async ({ input, context }) => {
    requireWebChatVisitor(context.config.secretKey, input.chatbotId, input.visitor_id, input.token);
    await requireWebChat(context, input.chatbotId, input.visitor_id);
    await enforceRateLimits(context.db, [[WEB_CHAT_MESSAGES, context.request.ip]]);
    await context.runtime.receive([
      {
        chatbotId: input.chatbotId,
        channel: 'web',
        sender: input.visitor_id,
        event: {
          kind: 'user',
          event: input.event,
          sourceType: input.event.type,
          profile: { language: currentServerLanguage() },
        },
      },
    ]);
    return { success: true as const };
  },
);
