import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  skipNotes: {
    noMarketingOptIn: 'Contacto importado sin consentimiento de marketing',
    frequencyCap: 'Ya contactado por otra campaña (límite de frecuencia)',
  },
} satisfies Translation<typeof fr>;
