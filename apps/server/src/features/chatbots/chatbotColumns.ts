import type { ChatbotUpdateFields } from '@griot/contract/chatbots/chatbotSchemas';

/**
 * The chatbot's plain fields as the contract names them, as the chatbots table's columns: one
 * mapping for creation and update (an absent field stays undefined: the insert takes the column's
 * default, the update leaves it alone). Secrets and the avatar are written by the callers.
 */
export function chatbotColumns(fields: ChatbotUpdateFields) {
  return {
    botName: fields.bot_name,
    type: fields.type,
    status: fields.status,
    description: fields.description,
    email: fields.email,
    displayPhoneNumber: fields.display_phone_number,
    phoneNumberId: fields.phone_number_id,
    wabaId: fields.waba_id,
    appId: fields.app_id,
    telBot: fields.telBot,
    catalogLink: fields.catalogLink,
    widgetLanguage: fields.widget_language,
  };
}
