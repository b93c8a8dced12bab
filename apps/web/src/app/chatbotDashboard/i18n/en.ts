import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  intro: 'Your chatbot’s activity, computed from its real conversations.',
  notFound: 'Chatbot not found',
  notFoundText: 'Check the link, or go back to your chatbot list.',
  loadFailed: 'The chatbot could not be loaded',
  backToChatbots: 'Back to chatbots',
  cards: {
    chatbot: 'Chatbot',
    users: 'Users',
    interactions: 'Interactions',
  },
  activity: 'Activity',
  conversations: 'Conversations',
  trend: '{value}%',
  view: 'View',
  views: {
    dau: 'Daily active users (DAU)',
    growth: 'Growth',
    average: 'Average interactions',
  },
  period: 'Growth period',
  months: '{count, plural, one {# month} other {# months}}',
  kpisFailed: 'The indicators could not be loaded.',
  kpisLoading: 'Loading indicators',
  endUsers: 'Chatbot users',
  series: {
    activeUsers: 'Active users',
    excludingNew: 'Excluding new users',
    newUsers: 'New users',
    monthlyActive: 'Monthly active users (MAU)',
    averageInteractions: 'Average interactions',
  },
} satisfies Translation<typeof fr>;
