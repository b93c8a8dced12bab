import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  invalidAnswer: 'Respuesta no válida. Inténtalo de nuevo.',
} satisfies Translation<typeof fr>;
