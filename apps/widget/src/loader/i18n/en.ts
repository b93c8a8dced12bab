import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  openChat: 'Open chat',
  closeChat: 'Close chat',
  frameTitle: 'Chat',
} satisfies Translation<typeof fr>;
