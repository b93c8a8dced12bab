import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  reasons: {
    400: 'Telegram rejected the message.',
    401: 'Invalid Telegram bot token: update it in the chatbot settings.',
    403: 'The user blocked the Telegram bot.',
    429: 'Too many messages: Telegram asks to wait.',
  },
  withCode: '{reason} (code {code})',
} satisfies Translation<typeof fr>;
