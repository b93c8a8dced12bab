import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Two-factor authentication',
  intro:
    'On top of your password, a 6-digit code from your authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS…) will be asked at every login.',
  enabledSince: 'On since {date}',
  disabled: 'Off',
  enable: 'Turn on two-factor authentication',
  scanTitle: '1. Scan this QR code with your app',
  qrAlt: 'QR code to scan with your authenticator app',
  manualKey: 'Or type this key by hand',
  copy: 'Copy',
  copied: 'Copied',
  confirmTitle: '2. Enter the code the app shows',
  code: '6-digit code',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Each code stands in once for the app’s code if you lose your phone. They will not be shown again: copy or download them now.',
  copyCodes: 'Copy the codes',
  downloadCodes: 'Download (.txt)',
  codesSaved: 'I have stored my codes safely',
  codesLeft:
    '{count, plural, =0 {No recovery codes left: create new ones.} one {# recovery code left} other {# recovery codes left}}',
  renew: 'New recovery codes',
  renewTitle: 'Replace the recovery codes',
  renewHint: 'The old codes will stop working.',
  disable: 'Turn off',
  disableTitle: 'Turn off two-factor authentication',
  disableHint: 'Your password and a code from the app (or a recovery code) are required.',
  password: 'Password',
  codeOrRecovery: '6-digit code or recovery code',
  loadFailed: 'The two-factor authentication status could not be loaded.',
  failed: 'The operation did not go through.',
  codesFileName: 'griot-recovery-codes.txt',
} satisfies Translation<typeof fr>;
