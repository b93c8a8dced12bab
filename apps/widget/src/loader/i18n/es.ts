import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  openChat: 'Abrir el chat',
  closeChat: 'Cerrar el chat',
  frameTitle: 'Chat',
} satisfies Translation<typeof fr>;
