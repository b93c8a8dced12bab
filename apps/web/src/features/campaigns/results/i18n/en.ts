import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  report: {
    button: 'Download report (CSV)',
    failed: 'The report could not be downloaded. Try again.',
  },
  responders: {
    open: 'Create a segment',
    title: 'Create a segment from this campaign',
    intro: 'The chosen recipients get a tag: you can send them a new campaign with a single condition.',
    who: 'Who?',
    replied: 'Replied (24 h)',
    clicked: 'Clicked a button',
    read: 'Read it',
    create: 'Create segment',
    cancel: 'Cancel',
    close: 'Close',
    created: '{count, plural, one {# recipient now has} other {# recipients now have}} the tag:',
    compose: 'Compose a campaign to this segment',
    failed: 'The segment could not be created. Try again.',
  },
  pause: {
    title: 'Campaign paused automatically',
    whatToDo: 'What to do?',
  },
} satisfies Translation<typeof fr>;
