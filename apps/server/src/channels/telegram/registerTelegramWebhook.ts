import { parseTelegramUpdate } from '@griot/channels/telegram/parseTelegramUpdate';
import type { InboundTelegramMessage } from '@griot/channels/telegram/telegramTypes';
import { verifyTelegramSecret } from '@griot/channels/telegram/verifyTelegramSecret';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import type { InboxItem } from '../../runtime/inboxEvent';
import {
  chatbotOfChannel,
  DELIVERY_ROUTE,
  keepRawJsonBodies,
  parseRawJson,
  webhookRefusal,
} from '../webhookSupport';
import { callTelegram } from './callTelegram';
import { telegramSecret } from './telegramSecret';

/** Telegram sends one update per request; a message with a long text or caption stays small. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * The Telegram webhook of each chatbot, at /api/pipeline/telegram/{id} (set with
 * `npm run admin -- telegram-webhook <id>`). Each update must carry the secret derived for this
 * chatbot in X-Telegram-Bot-Api-Secret-Token; it is stored in the inbox under its update_id (a
 * redelivery is ignored) and answered at once. A button tap's callback query is answered in the
 * background, after the 200. Refusals are 4xx with a log line, never a 5xx for bad input; an
 * update kind Griot does not handle is acknowledged (200) so Telegram does not send it again.
 */
export async function registerTelegramWebhook(api: FastifyInstance, services: Services): Promise<void> {
  const { runtime, log, config } = services;
  await api.register(async (scope) => {
    keepRawJsonBodies(scope, WEBHOOK_BODY_LIMIT);

    const refuse = webhookRefusal(log, 'telegram');

    scope.post<{ Params: { id: string } }>(
      '/pipeline/telegram/:id',
      DELIVERY_ROUTE,
      async (request, reply) => {
        const chatbotId = request.params.id;
        const chatbot = await chatbotOfChannel(runtime, chatbotId, 'telegram');
        if (!chatbot) return refuse(reply, 404, 'unknown chatbot', { chatbotId });
        const header = request.headers['x-telegram-bot-api-secret-token'];
        if (
          !verifyTelegramSecret(
            typeof header === 'string' ? header : undefined,
            telegramSecret(config.secretKey, chatbot.id),
          )
        )
          return refuse(reply, 401, 'bad secret token', { chatbotId });
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        if (!raw) return refuse(reply, 415, 'expected a JSON body', { chatbotId });
        const parsed = parseRawJson(raw);
        if (!parsed) return refuse(reply, 400, 'malformed JSON', { chatbotId });
        const body = parsed.value;
        const update = parseTelegramUpdate(body);
        if (update.updateId === undefined)
          return refuse(reply, 400, update.problem ?? 'not an update', { chatbotId });
        const message = update.message;
        if (!message) {
          log.info(
            { chatbotId, updateId: update.updateId, problem: update.problem },
            'telegram update skipped',
          );
          return reply.type('text/plain; charset=utf-8').send('OK');
        }
        await runtime.checkAccepting();
        const added = await runtime.receive([toInboxItem(chatbot.id, message)]);
        const callbackQueryId = message.callbackQueryId;
        if (added > 0 && callbackQueryId !== undefined && chatbot.accessToken) {
          // Stops the button's spinner; never delays the 200, and a failure only costs the spinner.
          void callTelegram(config.runtime.telegramApiUrl, chatbot.accessToken, 'answerCallbackQuery', {
            callback_query_id: callbackQueryId,
          })
            .then((answer) => {
              if (!answer.ok)
                log.info(
                  { chatbotId, code: answer.code, description: answer.description },
                  'answerCallbackQuery failed',
                );
            })
            .catch((error: unknown) => log.warn({ err: error, chatbotId }, 'answerCallbackQuery failed'));
        }
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );
  });
}

function toInboxItem(chatbotId: string, message: InboundTelegramMessage): InboxItem {
  const name = [message.firstName, message.lastName].filter(Boolean).join(' ') || message.username;
  return {
    chatbotId,
    channel: 'telegram',
    sender: message.chatId,
    externalId: String(message.updateId),
    event: {
      kind: 'user',
      event: message.event,
      ...(message.callbackQueryId === undefined ? {} : { sourceType: 'callback_query' }),
      // Telegram says the user's app language on every update: the runtime's own words follow it.
      profile: {
        ...(name ? { name } : {}),
        ...(message.languageCode === undefined ? {} : { language: message.languageCode }),
      },
      meta: {
        update_id: String(message.updateId),
        ...(message.callbackQueryId === undefined
          ? { message_id: message.id }
          : { callback_query_id: message.callbackQueryId }),
        ...(message.userId === undefined ? {} : { user_id: message.userId }),
        ...(message.username === undefined ? {} : { username: message.username }),
        ...(message.media ? { file_id: message.media.fileId, mime_type: message.media.mimeType ?? '' } : {}),
      },
    },
  };
}
