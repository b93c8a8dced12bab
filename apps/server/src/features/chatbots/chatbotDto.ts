import type { Chatbot, ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { decryptSecret, secretHint } from '../../lib/secretBox';

/**
 * The chatbot as list items carry it: whether a token is set, never anything of the token; with
 * why it would leave customers unanswered (loadSilentReasons).
 */
export function toChatbotListItem(
  row: ChatbotRow,
  publicUrl: string,
  silentReasons: readonly string[],
): ChatbotListItem {
  return {
    _id: row.id,
    bot_name: row.botName,
    type: row.type,
    status: row.status,
    description: row.description,
    email: row.email,
    avatar: row.avatar,
    display_phone_number: row.displayPhoneNumber,
    phone_number_id: row.phoneNumberId,
    waba_id: row.wabaId,
    app_id: row.appId,
    keyword_webhook: row.keywordWebhook,
    webhook_url: webhookUrl(publicUrl, row.id, row.type),
    access_token_set: row.accessTokenEncrypted !== null,
    app_secret_set: row.appSecretEncrypted !== null,
    telBot: row.telBot,
    catalogLink: row.catalogLink,
    created_at: row.createdAt.toISOString(),
    update_date: row.updatedAt.toISOString(),
    userCount: row.endUserCount,
    interactionCount: row.interactionCount,
    silent_reasons: [...silentReasons],
  };
}

/** One chatbot for its own screens: the list item plus variables and the masked token hint. */
export function toChatbot(
  row: ChatbotRow,
  publicUrl: string,
  secretKey: Buffer,
  silentReasons: readonly string[],
): Chatbot {
  return {
    ...toChatbotListItem(row, publicUrl, silentReasons),
    widget_language: row.widgetLanguage,
    variables: row.variables,
    access_token_hint: row.accessTokenEncrypted
      ? secretHint(decryptSecret(secretKey, row.accessTokenEncrypted))
      : '',
  };
}

/**
 * Where the platform sends this chatbot's events: Meta's WhatsApp or Messenger webhook, Telegram's
 * (set by 'Connecter'); a web chatbot has no webhook, its widget script is what sites embed.
 */
export function webhookUrl(
  publicUrl: string,
  chatbotId: string,
  type: ChatbotRow['type'] = 'whatsapp',
): string {
  if (type === 'web') return `${publicUrl}/api/webchat/widget.js`;
  return `${publicUrl}/api/pipeline/${type}/${chatbotId}`;
}
