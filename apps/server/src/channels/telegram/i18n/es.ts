import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  reasons: {
    400: 'Telegram rechazó el mensaje.',
    401: 'Token del bot de Telegram no válido: actualízalo en la configuración del chatbot.',
    403: 'El usuario bloqueó el bot de Telegram.',
    429: 'Demasiados mensajes: Telegram pide esperar.',
  },
  withCode: '{reason} (código {code})',
} satisfies Translation<typeof fr>;
