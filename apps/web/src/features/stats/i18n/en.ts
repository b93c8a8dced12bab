import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  loading: 'Loading statistics',
  noDiscussion: 'No discussions yet',
  percent: '{value}%',
  counts: {
    discussions: '{count, plural, one {{countText} discussion} other {{countText} discussions}}',
    users: '{count, plural, one {{countText} user} other {{countText} users}}',
    messages: '{count, plural, one {{countText} message} other {{countText} messages}}',
  },
  cards: {
    activeChatbots: 'Active chatbots',
    activeShare: '{percent}% of chatbots active',
    activeUsers: 'Active users',
    activeUsersHint: 'Contacts who talked with your chatbots',
    discussions: 'Discussions',
    discussionsHint: 'Across all your chatbots',
    totalChatbots: 'Total chatbots',
    totalHint: 'Active and inactive alike',
  },
  performance: {
    title: 'Chatbot performance',
    intro: 'Your most active chatbots, by number of discussions',
    growthHint: 'Gap between the leader and the average of the others',
    bar: '{name}: {discussions}, {users}',
    tooltip: '{users} · {discussions}',
  },
  lastDiscussions: {
    title: 'Latest discussions',
    noName: 'No name',
    seeAll: 'See all users',
  },
  monthly: {
    title: 'Messages per month',
    none: 'No messages received in the last 6 months',
    received:
      '{count, plural, one {{countText} message received in the last 6 months} other {{countText} messages received in the last 6 months}}',
    bar: '{month}: {messages}',
  },
  empty: {
    title: 'Welcome to Griot',
    text: 'You have no chatbot yet. Create your first one to answer your customers on WhatsApp, Telegram, Messenger or the web: its statistics will show up here.',
    create: 'Create a chatbot',
  },
  since: {
    now: 'now',
    minutes: '{count} min ago',
    hours: '{count} h ago',
    days: '{count, plural, one {# day ago} other {# days ago}}',
  },
} satisfies Translation<typeof fr>;
