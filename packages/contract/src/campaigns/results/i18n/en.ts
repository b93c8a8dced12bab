import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  pause: {
    flagged:
      'Your WhatsApp number’s quality dropped to red (flagged by Meta): the campaign was paused to protect the number.',
    downgrade:
      'Meta lowered your number’s messaging limit ({tier}): the campaign was paused to protect the number.',
    qualityRed:
      'Your WhatsApp number’s quality dropped to red: the campaign was paused to protect the number.',
    templateQuality:
      'The quality of the template “{template}” dropped (or Meta paused it): the campaign was paused.',
    accountRestricted:
      'Meta restricted your WhatsApp Business account: the campaign is paused until the restriction is lifted.',
    failureRate:
      '{failed} of the last {attempts} sends failed: the campaign was paused to keep the number from being flagged.',
  },
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
  capped: 'Capped by Meta (marketing messages per customer limit): not sent after several tries',
  cappedRetry: 'Capped by Meta: trying again in 24 hours',
  report: {
    fileName: 'campaign-report-{name}-{day}.csv',
    columns: {
      name: 'Name',
      phone: 'Phone number',
      status: 'Status',
      variant: 'Variant',
      sentAt: 'Sent at',
      deliveredAt: 'Delivered at',
      readAt: 'Read at',
      replied: 'Replied (24 h)',
      repliedAt: 'Replied at',
      error: 'Error',
      conversation: 'Conversation',
    },
    yes: 'Yes',
    no: 'No',
    statuses: {
      pending: 'Pending',
      sending: 'Sending',
      accepted: 'Sent',
      sent: 'Sent',
      delivered: 'Delivered',
      read: 'Read',
      failed: 'Failed',
      error: 'Error',
      skipped: 'Skipped',
      cancelled: 'Cancelled',
      capped: 'Capped by Meta',
    },
    busy: 'A report of this workspace is already downloading. Try again in a moment.',
  },
  responders: {
    tag: {
      replied: 'Replied · {name} · {day}',
      clicked: 'Clicked · {name} · {day}',
      read: 'Read · {name} · {day}',
    },
    none: 'Nobody in this campaign matches yet: no tag was created.',
    who: 'Choose who: those who replied, clicked a button or read the message.',
  },
} satisfies Translation<typeof fr>;
