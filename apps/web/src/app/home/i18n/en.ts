import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Your conversations',
  intro: 'Conversations from this workspace’s chatbots, those waiting for a reply first.',
  unread:
    '{count, plural, =0 {No unread conversations} one {# unread conversation} other {# unread conversations}}',
  unreadLoading: 'Loading unread conversations',
  unreadFailed: 'Unread conversations unavailable',
  open: 'Open conversations',
  openOf: 'Open conversations of {name}',
  loading: 'Loading chatbots',
  empty: {
    title: 'No chatbots in this workspace',
    text: 'Conversations will show up here as soon as an editor creates a chatbot.',
  },
  failed: 'Couldn’t load chatbots',
} as const satisfies Translation<typeof fr>;
