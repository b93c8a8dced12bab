import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  humanAgent: 'Agente humano',
} satisfies Translation<typeof fr>;
