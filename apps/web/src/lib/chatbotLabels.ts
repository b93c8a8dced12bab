import type { ChatbotStatus, ChatbotType } from '@griot/contract/chatbots/chatbotSchemas';

/** French names of the chatbot types and statuses, and the options of the selects built on them. */
export const chatbotLabels = {
  type: {
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    messenger: 'Messenger',
    web: 'Web',
  } satisfies Record<ChatbotType, string>,
  status: {
    active: 'Actif',
    inactive: 'Inactif',
    maintenance: 'Maintenance',
  } satisfies Record<ChatbotStatus, string>,
  typeOptions: [
    { value: 'whatsapp', label: 'WhatsApp' },
    { value: 'telegram', label: 'Telegram' },
    { value: 'messenger', label: 'Messenger' },
    { value: 'web', label: 'Web' },
  ] satisfies Array<{ value: ChatbotType; label: string }>,
  // The create form lists Inactif first: it is the default.
  statusOptions: [
    { value: 'inactive', label: 'Inactif' },
    { value: 'active', label: 'Actif' },
    { value: 'maintenance', label: 'Maintenance' },
  ] satisfies Array<{ value: ChatbotStatus; label: string }>,
};

export function isChatbotType(value: unknown): value is ChatbotType {
  return value === 'whatsapp' || value === 'telegram' || value === 'messenger' || value === 'web';
}

export function isChatbotStatus(value: unknown): value is ChatbotStatus {
  return value === 'active' || value === 'inactive' || value === 'maintenance';
}
