import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  start: {
    label: 'How would you like to start?',
    blank: 'Start from scratch',
    template: 'Start from a template',
  },
  intro:
    'Complete chatbots written for real businesses: pick one, then adapt the texts, prices and phone numbers in the flow editor.',
  blocks: '{count, plural, one {# block} other {# blocks}}',
  use: 'Use this template',
  useNamed: 'Use the “{name}” template',
  highlights: {
    condition: 'Condition',
    split: 'A/B test',
    wait_until: 'Follow-up',
    list: 'List',
    answer: 'Questions',
    notification: 'Notification',
    request: 'Request',
    location_request_message: 'Location',
    griot_ia: 'GRIOT IA',
    agent: 'Human agent',
  },
  loading: 'Loading templates…',
  loadFailedTitle: 'The templates couldn’t be loaded',
  loadFailed: 'Check your connection, then try again.',
  retry: 'Try again',
  emptyTitle: 'No templates available',
  empty: 'Start from scratch: you can import a chatbot later.',
  modal: {
    title: 'Create from the “{name}” template',
    name: 'Chatbot name',
    channel: 'Channel',
    channelHelp: 'You can connect the phone number or page in the chatbot’s settings.',
    cancel: 'Cancel',
    submit: 'Create chatbot',
    nameRequired: 'The chatbot name is required',
  },
  created: 'Chatbot “{name}” created: opening the flow editor.',
  createFailed: 'The chatbot couldn’t be created. Try again.',
  unreachable: 'The server isn’t responding. Check your connection, then try again.',
} satisfies Translation<typeof fr>;
