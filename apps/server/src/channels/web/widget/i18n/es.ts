import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  frameTitle: 'Chat',
  notFound: {
    title: 'Chatbot no encontrado',
    text: 'No encontramos este chatbot. Revisa el identificador del código de integración.',
  },
} satisfies Translation<typeof fr>;
