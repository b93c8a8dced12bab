import type { EngineGlobals } from '@griot/flow-engine/engineTypes';
import type { ChatbotRuntime } from './chatbotRuntimeCache';

export interface EndUserFacts {
  id: string;
  channel: string;
  externalId: string;
  fullName: string;
  phone: string;
  /** Their tags joined by ', ' ('' when none, or not loaded). */
  tags?: string;
}

/** The built-in global variables (first_name, phone_number, last_input…), filled from the channel profile and the chatbot. */
export function buildGlobals(chatbot: ChatbotRuntime, endUser: EndUserFacts): EngineGlobals {
  const fullName = endUser.fullName.trim();
  const [firstName = '', ...rest] = fullName.split(/\s+/).filter((part) => part !== '');
  return {
    first_name: firstName,
    last_name: rest.join(' '),
    full_name: fullName,
    phone_number: endUser.phone,
    // The address a reply goes to: the wa_id on WhatsApp, the chat id or PSID elsewhere.
    reply_phone: endUser.externalId,
    id_user: endUser.id,
    phone_number_id: chatbot.phoneNumberId,
    bot_number: chatbot.displayPhoneNumber,
    idbot: chatbot.id,
    tags: endUser.tags ?? '',
  };
}
