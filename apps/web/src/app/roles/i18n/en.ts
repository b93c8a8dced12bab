import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  noAccess: {
    title: 'Your role ({role}) doesn’t give access to this page.',
    text: 'If you need it for your work, ask a workspace administrator to change your role.',
    home: 'Back to home',
    chatbots: 'See chatbots',
  },
  noWorkspace: {
    title: 'You aren’t working in any workspace.',
    text: 'Create your workspace or ask its administrator for an invitation.',
  },
} as const satisfies Translation<typeof fr>;
