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
    advice: {
      quality:
        'Check the number’s quality in Meta’s WhatsApp Manager, send less often and target customers who opted in, then resume the campaign.',
      template: 'Edit the template or pick another approved, good-quality one, then resume the campaign.',
      account:
        'Check your account’s notifications in Meta Business Manager; resume the campaign once the restriction is lifted.',
      failures:
        'Check the report: invalid numbers, a rejected template or an old contact list. Fix the cause, then resume the campaign.',
      other: 'Fix the problem shown, then click “Resume”: the campaign continues where it stopped.',
    },
  },
} satisfies Translation<typeof fr>;
