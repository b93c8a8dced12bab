import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Griot terms of use',
  effective: 'Effective 1 November 2026',
  service: {
    title: '1. The service',
    text: 'Griot lets a business create chatbots, publish them on WhatsApp, Telegram, Messenger and the web, follow their conversations and reply to them. The account is opened in the name of the business or of the person who signs up; they are responsible for what their chatbots say and send.',
  },
  account: {
    title: '2. Your account',
    accurate: 'Sign-up details must be accurate and kept up to date.',
    personal:
      'Your password is personal; any action taken with your session is attributed to you. Log out the devices you do not recognise.',
    yourData: 'You can export your data and delete your account at any time.',
  },
  customers: {
    title: '3. Your customers’ data',
    text: 'For your chatbots’ conversations, you are the data controller and Griot acts as processor: we keep the messages, phone numbers and collected variables to run your chatbots, without selling them or using them for any other purpose. Tell your customers about this processing and honour their requests to unsubscribe (for example the word STOP).',
  },
  use: {
    title: '4. Acceptable use',
    noSpam:
      'No unsolicited messages: WhatsApp broadcasts use templates approved by Meta and only reach customers who agreed to be contacted.',
    platforms:
      'Compliance with the terms of WhatsApp Business, Telegram and Meta for each connected channel.',
    lawful: 'No unlawful or misleading content, nor content that infringes the rights of others.',
  },
  availability: {
    title: '5. Availability and plans',
    text: 'We aim for 99.9% availability. Paid plans are billed monthly; invoices are available in the account settings. A serious breach of these terms may lead to the account being suspended, after notice except in an emergency.',
  },
  contact: {
    title: '6. Contact',
    text: 'For any question about these terms or your data: support@griot.africa.',
  },
  back: 'Back to sign-up',
} satisfies Translation<typeof fr>;
