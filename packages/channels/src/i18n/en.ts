import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  listButton: 'View options',
  shareLocation: 'Send my location',
} satisfies Translation<typeof fr>;
