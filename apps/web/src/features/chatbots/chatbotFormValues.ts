import type { Chatbot, ChatbotStatus, ChatbotType } from '@griot/contract/chatbots/chatbotSchemas';

/** The fields the create and settings forms edit; the access token is handled apart (write-only). */
export interface ChatbotFormValues {
  bot_name: string;
  type: ChatbotType;
  status: ChatbotStatus;
  description: string;
  email: string;
  display_phone_number: string;
  phone_number_id: string;
  waba_id: string;
  app_id: string;
}

/** A new chatbot: WhatsApp and inactive by default. */
export const emptyChatbotForm: ChatbotFormValues = {
  bot_name: '',
  type: 'whatsapp',
  status: 'inactive',
  description: '',
  email: '',
  display_phone_number: '',
  phone_number_id: '',
  waba_id: '',
  app_id: '',
};

export function chatbotFormFromChatbot(chatbot: Chatbot): ChatbotFormValues {
  return {
    bot_name: chatbot.bot_name ?? '',
    type: chatbot.type ?? 'whatsapp',
    status: chatbot.status ?? 'inactive',
    description: chatbot.description ?? '',
    email: chatbot.email ?? '',
    display_phone_number: chatbot.display_phone_number ?? '',
    phone_number_id: chatbot.phone_number_id ?? '',
    waba_id: chatbot.waba_id ?? '',
    app_id: chatbot.app_id ?? '',
  };
}

const FIELDS = [
  'bot_name',
  'type',
  'status',
  'description',
  'email',
  'display_phone_number',
  'phone_number_id',
  'waba_id',
  'app_id',
] satisfies Array<keyof ChatbotFormValues>;

export function sameChatbotForm(a: ChatbotFormValues, b: ChatbotFormValues): boolean {
  return FIELDS.every((field) => a[field] === b[field]);
}
