import type { Chatbot, ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { decryptSecret, secretHint } from '../../lib/secretBox';
import type { ChatbotRow } from './requireOwnedChatbot';

/** The chatbot as list items carry it: whether a token is set, never anything of the token. */
export function toChatbotListItem(row: ChatbotRow, publicUrl: string): ChatbotListItem {
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
    app_id: row.appId,
    keyword_webhook: row.keywordWebhook,
    webhook_url: webhookUrl(publicUrl, row.id),
    access_token_set: row.accessTokenEncrypted !== null,
    telBot: row.telBot,
    catalogLink: row.catalogLink,
    created_at: row.createdAt.toISOString(),
    update_date: row.updatedAt.toISOString(),
    userCount: row.userCount,
    interactionCount: row.interactionCount,
  };
}

/** One chatbot for its own screens: the list item plus variables and the masked token hint. */
export function toChatbot(row: ChatbotRow, publicUrl: string, secretKey: Buffer): Chatbot {
  return {
    ...toChatbotListItem(row, publicUrl),
    variables: row.variables,
    access_token_hint: row.accessTokenEncrypted
      ? secretHint(decryptSecret(secretKey, row.accessTokenEncrypted))
      : '',
  };
}

/** Where Meta must send this chatbot's WhatsApp webhooks. */
export function webhookUrl(publicUrl: string, chatbotId: string): string {
  return `${publicUrl}/api/pipeline/whatsapp/${chatbotId}`;
}
