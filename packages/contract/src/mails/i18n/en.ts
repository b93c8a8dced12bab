import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  greeting: 'Hello {firstname},',
  signature: 'The Griot team',
  whenAndWhere: 'On {when} (UTC), from {device} (address {ip}).',
  passwordChanged: {
    subject: 'Your Griot password was changed',
    changed: 'The password of your Griot account has just been changed.',
    othersSignedOut: 'Your other sessions have been logged out.',
    notYou:
      'If you did not make this change, reset your password from the login page (“Forgot password”) and contact us.',
  },
  newLogin: {
    subject: 'New login to your Griot account',
    opened: 'Your Griot account has just been opened on a device we did not know.',
    ifYou:
      'If this was you, there is nothing to do. If not, change your password and log this session out from Account settings › Security.',
  },
  emailChanged: {
    subject: 'The email of your Griot account has changed',
    nowUses:
      'Your Griot account now uses the address {newEmail}: it will receive our messages and be used to log in.',
    notYou: 'If you did not make this change, reply to this message right away.',
  },
  accountDeleted: {
    subject: 'Your Griot account has been deleted',
    deleted:
      'Your Griot account has been deleted as you asked, along with your chatbots, their conversations and your files.',
    tokensForgotten:
      'The tokens of your channels (WhatsApp, Telegram, Messenger) have been forgotten; you can also revoke them on each platform.',
    thanks: 'Thank you for using Griot. You can create a new account at any time.',
  },
  passwordReset: {
    subject: 'Reset your Griot password',
    asked: 'You asked to reset the password of your Griot account.',
    linkValidity: 'This link is valid for one hour and works only once:',
    button: 'Choose a new password',
    linkFallback: 'If the button does not work, copy this link:',
    notYou: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
  digest: {
    subject: 'Griot: {summary}',
    subjectBoth: 'Griot: {waiting}, {failed}',
    subjectWaiting:
      '{count, plural, one {# conversation is waiting for an agent} other {# conversations are waiting for an agent}}',
    subjectFailed: '{count, plural, one {# message not sent} other {# messages not sent}}',
    waitingLine:
      '{chatbotName}: {count, plural, one {# conversation is waiting} other {# conversations are waiting}} for a reply ({names}). {link}',
    failedLine:
      '{chatbotName}: {count, plural, one {# reply did not go out} other {# replies did not go out}}. Open the conversation to read why and “Try again”. {link}',
    visitor: 'Visitor',
    footer:
      'You receive this summary at most every 15 minutes. To stop it: Account settings › Notifications.',
    chatbotInWorkspace: '{chatbotName} (“{workspace}” workspace)',
    subjectAssigned:
      '{count, plural, one {# conversation assigned to you} other {# conversations assigned to you}}',
    assignedLine:
      '{chatbotName}: {count, plural, one {# conversation assigned to you is} other {# conversations assigned to you are}} waiting for your reply ({names}). {link}',
    subjectThree: 'Griot: {first}, {second}, {third}',
  },
  invitation: {
    subject: '{inviter} invited you to join “{workspace}” on Griot',
    greeting: 'Hello,',
    invited: '{inviter} invited you to join the “{workspace}” workspace on Griot with the {role} role.',
    linkValidity: 'This link is valid for {days} days and works only once:',
    button: 'Join the workspace',
    linkFallback: 'If the button does not work, copy this link:',
    notExpected:
      'If you were not expecting this invitation, ignore this message: nothing happens without you.',
  },
} satisfies Translation<typeof fr>;
