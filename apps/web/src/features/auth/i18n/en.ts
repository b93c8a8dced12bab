import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  language: {
    label: 'Language',
  },
  slides: {
    label: 'Slides',
    roleDescription: 'carousel',
    dot: 'Slide {number}: {title}',
    copilot: {
      title: 'Your sales copilot',
      text: 'Griot answers, advises and closes the sale with your customers while you focus on your business.',
    },
    everywhere: {
      title: 'Your customers, anywhere, any time',
      text: 'WhatsApp, Telegram, Messenger or your website: your customers get an answer, day and night.',
    },
    noApp: {
      title: 'Start your business without a mobile app',
      text: 'Create a chatbot in minutes and sell right inside your customers’ messaging app.',
    },
  },
  illustration: {
    label: 'Conversation between a customer and a chatbot',
    copilot: {
      question: 'Hi, is the red model available?',
      answer: 'Yes! Size 42 is in stock. Want me to hold it?',
    },
    everywhere: {
      question: 'Do you deliver to Abidjan tonight?',
      answer: 'Yes, delivery before 9 pm. Want to order?',
    },
    noApp: {
      question: 'I want to open my shop',
      answer: 'Your chatbot is ready, share your link!',
    },
  },
  email: {
    label: 'Email',
    placeholder: 'you@company.com',
  },
  login: {
    title: 'Log in',
    subtitle: 'Good to see you again! Log in to your Griot space.',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    code: 'Verification code',
    codePlaceholder: '123456 or a recovery code',
    forgotPassword: 'Forgot your password?',
    submit: 'Log in',
    noAccount: 'No account yet?',
    createAccount: 'Create an account',
  },
  captcha: {
    loginNotice: 'To protect this account, type the characters in the image, then log in again.',
    image: 'Captcha image: six letters or digits to type',
    refresh: 'New captcha',
    answer: 'Captcha code',
  },
  backToLogin: 'Back to login',
  forgot: {
    title: 'Forgot your password',
    subtitle: 'Enter your account’s email: we will send you a link to choose a new password.',
    submit: 'Send the link',
    sentTitle: 'Check your inbox',
    sent: 'If an account matches {email}, you will receive a link to choose a new password. It is valid for one hour.',
    spam: 'Nothing after a few minutes? Check your junk mail (spam) folder.',
  },
  reset: {
    title: 'New password',
    subtitle: 'Choose a password you do not use anywhere else.',
    password: 'New password',
    confirm: 'Confirm the password',
    submit: 'Reset password',
    requestNewLink: 'Request a new link',
    doneTitle: 'Password reset',
    canLogIn: 'You can now log in with your new password.',
  },
} satisfies Translation<typeof fr>;
