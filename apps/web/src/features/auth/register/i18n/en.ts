import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Create an account',
  subtitle: 'Three steps to launch your chatbots. Every field is required.',
  steps: {
    identity: 'Identity',
    password: 'Password',
    verification: 'Verification',
  },
  alreadyRegistered: 'Already have an account?',
  redirecting: 'Taking you to the login page…',
  identity: {
    firstname: 'First name',
    lastname: 'Last name',
    company: 'Company name',
    email: 'Email',
    country: 'Country',
    noCountry: 'No country found',
    phone: 'Phone number',
    phoneExample: 'E.g. {example}',
    userType: 'Account type',
    userTypes: {
      personal: 'I am signing up for myself',
      provider: 'Tech provider for my clients',
    },
  },
  password: {
    label: 'Password',
    hint: 'At least {count} characters',
    confirm: 'Confirm the password',
    show: 'Show the password',
  },
  verification: {
    instructions: 'Type the characters in the image, in capitals or lower case.',
    solved: 'Captcha solved',
    acceptTerms: 'I accept the {terms}',
    termsLink: 'terms of use',
    submit: 'Sign up',
  },
  invitation: {
    joining: 'Once signed up, you will join “{workspace}”: no workspace of your own is created.',
    emailLocked: 'The address the invitation was sent to.',
  },
} satisfies Translation<typeof fr>;
