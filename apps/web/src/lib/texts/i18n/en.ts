import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  relativeDate: {
    justNow: 'just now',
    todayAt: 'Today at {time}',
    yesterdayAt: 'Yesterday at {time}',
    weekdayAt: '{weekday} at {time}',
    dateAt: '{date} at {time}',
  },
  chatbotStatus: {
    active: 'Active',
    inactive: 'Inactive',
    maintenance: 'Maintenance',
  },
  conversationIdentity: {
    webVisitor: 'Visitor {suffix}',
    webWidget: 'Web widget',
  },
  loginNotices: {
    accountDeleted: 'Your account has been deleted.',
  },
  lazyScreen: {
    timedOut: 'The screen took more than {seconds} s to load',
  },
} satisfies Translation<typeof fr>;
