import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  invalidAnswer: 'That answer isn’t valid. Please try again.',
} satisfies Translation<typeof fr>;
