import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  skipNotes: {
    noMarketingOptIn: 'Imported contact without marketing opt-in',
    frequencyCap: 'Already reached by another campaign (frequency cap)',
  },
} satisfies Translation<typeof fr>;
