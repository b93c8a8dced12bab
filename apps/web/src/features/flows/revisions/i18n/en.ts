import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Version history',
  empty: 'No saved versions',
  version: 'Version',
  savedAt: 'Saved on',
  elements: 'Elements',
  number: '#{revision}',
  preview: 'Preview',
  restore: 'Restore',
  restored: 'Version restored',
  previewTitle: 'Version #{revision}',
  emptyFlow: 'Empty flow',
  element: '{label}: {summary}',
  confirm: {
    title: 'Restore version #{revision}?',
    submit: 'Restore this version',
    identical: 'This version is identical to the current flow: restoring it will change nothing.',
    replaced: 'The flow “{name}” will be replaced: it will go from {before} to {after}.',
    elementCount: '{count, plural, one {# element} other {# elements}}',
    reorderedOnly: 'Only the order of the elements changes.',
    removed: 'Removed from the current flow',
    added: 'Brought back from this version',
    linksRemoved: 'Will no longer lead to: {names}',
    linksAdded: 'Will lead again to: {names}',
    quoted: '“{name}”',
    kept: 'The current flow stays in the history: you can come back to it.',
    more: 'and {count} more',
    message: '{label}: “{message}”',
  },
} satisfies Translation<typeof fr>;
