import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  actions: {
    cancel: 'Cancel',
    save: 'Save',
    delete: 'Delete',
    edit: 'Edit',
    close: 'Close',
    back: 'Back',
    next: 'Next',
    retry: 'Try again',
    confirm: 'Confirm',
  },
  states: {
    loading: 'Loading…',
    checkConnection: 'Check your connection, then try again.',
  },
} satisfies Translation<typeof fr>;
