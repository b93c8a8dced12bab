import type { ChatbotStatus, ChatbotType } from '@griot/contract/chatbots/chatbotSchemas';
import { libTexts } from './texts/libTexts';

/**
 * The names of the chatbot types (the platforms' own, never translated) and statuses (in the
 * language shown, read at each use: a component showing them reads `useTexts(libTexts)`), and
 * the options of the selects built on them.
 */
export const chatbotLabels = {
  type: {
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    messenger: 'Messenger',
    web: 'Web',
  } satisfies Record<ChatbotType, string>,
  get status(): Record<ChatbotStatus, string> {
    const t = libTexts.chatbotStatus;
    return { active: t.active, inactive: t.inactive, maintenance: t.maintenance };
  },
  typeOptions: [
    { value: 'whatsapp', label: 'WhatsApp' },
    { value: 'telegram', label: 'Telegram' },
    { value: 'messenger', label: 'Messenger' },
    { value: 'web', label: 'Web' },
  ] satisfies Array<{ value: ChatbotType; label: string }>,
  // The create form lists Inactif first: it is the default.
  get statusOptions(): Array<{ value: ChatbotStatus; label: string }> {
    const t = libTexts.chatbotStatus;
    return [
      { value: 'inactive', label: t.inactive },
      { value: 'active', label: t.active },
      { value: 'maintenance', label: t.maintenance },
    ];
  },
};

export function isChatbotType(value: unknown): value is ChatbotType {
  return value === 'whatsapp' || value === 'telegram' || value === 'messenger' || value === 'web';
}

export function isChatbotStatus(value: unknown): value is ChatbotStatus {
  return value === 'active' || value === 'inactive' || value === 'maintenance';
}
