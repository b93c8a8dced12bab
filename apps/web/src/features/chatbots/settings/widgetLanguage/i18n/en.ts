import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  label: 'Chatbot language',
  description:
    "The language of the chatbot's own words to your users: the widget (message field, buttons, errors), the reply to an invalid answer, default buttons and the hand-over to an agent. Your flows' messages stay exactly as you wrote them.",
  auto: "Automatic (the user's language when their channel provides it, else French)",
  saved: 'Chatbot language saved',
  saveFailed: "Couldn't save the chatbot language",
} satisfies Translation<typeof fr>;
