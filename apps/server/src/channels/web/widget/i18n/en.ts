import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  frameTitle: 'Chat',
  notFound: {
    title: 'Chatbot not found',
    text: 'This chatbot could not be found. Check the ID in the embed code.',
  },
} satisfies Translation<typeof fr>;
