import type { ChatbotStatus } from '@griot/contract/chatbots/chatbotSchemas';
import { useTexts } from '../../lib/i18n/useTexts';
import { chatbotTexts } from './chatbotTexts';

/** The create form lists Inactif first: it is the default. */
const STATUS_ORDER = ['inactive', 'active', 'maintenance'] as const satisfies ChatbotStatus[];

/** The status select's options, named in the language shown. */
export function useStatusOptions(): Array<{ value: ChatbotStatus; label: string }> {
  const t = useTexts(chatbotTexts);
  return STATUS_ORDER.map((value) => ({ value, label: t.status[value] }));
}
