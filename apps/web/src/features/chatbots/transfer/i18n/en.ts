import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  export: {
    menuItem: 'Export',
    failed: 'The chatbot couldn’t be exported. Try again.',
  },
  import: {
    button: 'Import a chatbot',
    title: 'Import a chatbot',
    intro:
      'A file exported from Griot (.json) or a Typebot export: the chatbot is created in this workspace, inactive, without its channel access.',
    dropZone: 'Drop the file here or choose it',
    fileLabel: 'Chatbot file',
    filePlaceholder: 'griot-my-chatbot.json',
    fileHint: 'JSON, 20 MB at most',
    fileTooLarge: 'The file is larger than 20 MB: choose a smaller one.',
    nameLabel: 'Name of the new chatbot (optional)',
    namePlaceholder: 'The file’s name by default',
    submit: 'Import',
    cancel: 'Cancel',
    uploading: 'Uploading the file… {percent}%',
    checking: 'Checking the file and creating the chatbot…',
    failed: 'The import failed. Try again.',
    unreachable: 'The server can’t be reached. Check your connection and try again.',
    done: 'Chatbot imported',
    doneIntro: 'The chatbot “{name}” was created. It stays inactive until you connect it.',
    warningsTitle: '{count, plural, one {One thing to check} other {# things to check}}',
    open: 'Open the chatbot',
    close: 'Close',
    another: 'Import another file',
  },
} satisfies Translation<typeof fr>;
