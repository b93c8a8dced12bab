import type { ChatbotCreateFields } from '@griot/contract/chatbots/chatbotSchemas';
import type { ChatbotFormValues } from '../chatbotFormValues';

/**
 * The `data` fields of the create call: trimmed, and the WhatsApp ones only for a WhatsApp chatbot
 * (the section is hidden otherwise, so its leftovers must not be saved). An empty token is left out.
 */
export function buildCreateFields(values: ChatbotFormValues, accessToken: string): ChatbotCreateFields {
  const fields: ChatbotCreateFields = {
    bot_name: values.bot_name.trim(),
    type: values.type,
    status: values.status,
    description: values.description.trim(),
    email: values.email.trim(),
  };
  if (values.type !== 'whatsapp') return fields;
  const token = accessToken.trim();
  return {
    ...fields,
    display_phone_number: values.display_phone_number.trim(),
    phone_number_id: values.phone_number_id.trim(),
    waba_id: values.waba_id.trim(),
    app_id: values.app_id.trim(),
    ...(token ? { access_token: token } : {}),
  };
}
