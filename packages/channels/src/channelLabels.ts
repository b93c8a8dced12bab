import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The few words a channel adapter must show on its own (a menu button, a location button). Callers
 * pass the chatbot's wording when they have one; the defaults are ours, in i18n/.
 */
export interface ChannelLabels {
  /** Opens a WhatsApp list when the flow left the button text empty. */
  listButton: string;
  /** Telegram's reply-keyboard button that shares the end-user's position. */
  shareLocation: string;
}

export const channelTexts = defineTexts('channels', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});

/**
 * The default labels in the language of the moment (the runtime sends each message in the language
 * it speaks with its end-user): read when a message is rendered, never kept.
 */
export function defaultChannelLabels(): ChannelLabels {
  return { listButton: channelTexts.listButton, shareLocation: channelTexts.shareLocation };
}
