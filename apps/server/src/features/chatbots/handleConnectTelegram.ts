import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { callTelegram } from '../../channels/telegram/callTelegram';
import { telegramSecret } from '../../channels/telegram/telegramSecret';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { decryptSecret } from '../../lib/secretBox';
import { webhookUrl } from './chatbotDto';
import { saveTelegramUsername } from './saveTelegramUsername';

/**
 * POST /strong/chatbot/{id}/telegram/connect: the settings' 'Connecter' button. Checks the stored
 * bot token with getMe, points the bot at this chatbot's webhook with its secret token, and keeps
 * the bot's @username to show. The token never leaves the server. The audit log records the
 * channel linked ('number.linked', the bot's @username), with the username in one transaction.
 */
export const handleConnectTelegram = workspaceProcedures.chatbots.connectTelegram.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    if (chatbot.type !== 'telegram') throw apiError(422, messages.telegram.notTelegram);
    if (!chatbot.accessTokenEncrypted) throw apiError(422, messages.telegram.noToken);
    const token = decryptSecret(context.config.secretKey, chatbot.accessTokenEncrypted);
    const apiUrl = context.config.runtime.telegramApiUrl;

    const me = await callTelegram(apiUrl, token, 'getMe', {});
    if (!me.ok) {
      if (me.code === 0 || me.code >= 500) throw apiError(502, messages.telegram.unreachable);
      throw apiError(422, messages.telegram.tokenRefused);
    }
    const username = readUsername(me.result);

    const url = webhookUrl(context.config.publicUrl, chatbot.id, 'telegram');
    const set = await callTelegram(apiUrl, token, 'setWebhook', {
      url,
      secret_token: telegramSecret(context.config.secretKey, chatbot.id),
      allowed_updates: ['message', 'callback_query'],
    });
    if (!set.ok) {
      if (set.code === 0 || set.code >= 500) throw apiError(502, messages.telegram.unreachable);
      throw apiError(422, messages.telegram.webhookRefused({ reason: set.description }));
    }
    await context.db.transaction(async (tx) => {
      await saveTelegramUsername(tx, chatbot.id, username);
      await recordAudit(tx, {
        workspaceId: context.workspace.id,
        actor: context.session.user,
        type: 'number.linked',
        subject: username ? `@${username}` : chatbot.botName,
        details: {
          action: 'connected',
          channel: 'telegram',
          chatbot: chatbot.botName,
          chatbot_id: chatbot.id,
        },
      });
    });
    context.runtime.chatbots.forget(chatbot.id);
    context.log.info({ chatbotId: chatbot.id, username }, 'telegram bot connected');
    return {
      success: true as const,
      message: messages.telegram.connected({ username }),
      username,
      webhook_url: url,
    };
  },
);

function readUsername(result: unknown): string {
  const username =
    result && typeof result === 'object' && 'username' in result
      ? (result as { username: unknown }).username
      : '';
  return typeof username === 'string' ? username.slice(0, 32) : '';
}
