import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { callTelegram } from '../channels/telegram/callTelegram';
import { telegramSecret } from '../channels/telegram/telegramSecret';
import { isUuid } from '../lib/isUuid';
import { decryptSecret } from '../lib/secretBox';
import type { AdminServices } from './openAdminServices';

export const telegramWebhookUsage =
  'telegram-webhook <chatbotId>   (points the Telegram bot at PUBLIC_URL/api/pipeline/telegram/<id>)';

/**
 * Connects a Telegram chatbot: setWebhook with its webhook URL and its derived secret token,
 * using the bot token stored as the chatbot's access token. Prints Telegram's answer.
 */
export async function telegramWebhookCommand(
  args: string[],
  { config, database }: AdminServices,
): Promise<void> {
  const [chatbotId] = args;
  if (!chatbotId || !isUuid(chatbotId)) throw new Error(`usage : ${telegramWebhookUsage}`);
  const [chatbot] = await database.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
  if (!chatbot) throw new Error(`chatbot ${chatbotId} introuvable`);
  if (chatbot.type !== 'telegram') throw new Error(`le chatbot ${chatbotId} n’est pas de type telegram`);
  if (!chatbot.accessTokenEncrypted)
    throw new Error('aucun jeton de bot enregistré (token d’accès du chatbot)');
  const token = decryptSecret(config.secretKey, chatbot.accessTokenEncrypted);
  const url = `${config.publicUrl}/api/pipeline/telegram/${chatbot.id}`;
  const answer = await callTelegram(config.runtime.telegramApiUrl, token, 'setWebhook', {
    url,
    secret_token: telegramSecret(config.secretKey, chatbot.id),
    allowed_updates: ['message', 'callback_query'],
  });
  if (!answer.ok) throw new Error(`Telegram a refusé setWebhook (${answer.code}) : ${answer.description}`);
  console.log(`Webhook Telegram défini : ${url} (réponse : ${JSON.stringify(answer.result)})`);
}
