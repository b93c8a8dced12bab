import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  page: {
    title: 'Chat',
    close: 'Close chat',
    log: 'Chat messages',
    messageLabel: 'Your message',
    placeholder: 'Type a message...',
    send: 'Send',
  },
  chat: {
    unavailable: 'Chat is unavailable right now.',
    startFailed: 'Chat is unavailable right now. Try again later.',
    sessionInvalid: 'This chat session is no longer valid: reload the page.',
    sendFailed: 'Message not sent. Try again.',
    noGeolocation: 'Location is not available on this device.',
    positionFailed: "Couldn't get your location.",
    chatbotNotFound: 'Chatbot not found',
    locationShared: '📍 Location shared',
    typing: 'The bot is typing…',
  },
  elements: {
    seeChoices: 'See options',
    image: 'Image',
    openImage: 'Open image',
    document: 'Document',
    openDocument: 'Open document {name}',
    sendLocation: '📍 Send my location',
  },
  list: {
    title: 'Options',
    close: 'Close list',
  },
} satisfies Translation<typeof fr>;
