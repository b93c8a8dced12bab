import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Flow funnel',
  subtitle: 'The main path from the welcome block, and where conversations stop.',
  openEditor: 'View in the editor',
  loading: 'Loading the funnel…',
  failedTitle: "The funnel couldn't be loaded",
  failedText: 'Check your connection and try again.',
  retry: 'Try again',
  emptyTitle: 'No conversations in this period',
  emptyText: 'As soon as customers message this chatbot, you’ll see here how far they get in the flow.',
  conversations:
    '{count, plural, =0 {No conversations started} one {# conversation started} other {# conversations started}}',
  path: {
    title: 'Main path',
    label: 'Main path funnel',
    step: '{name}: {reached} reached, {share}% of the start',
    share: '{share}% of the start',
    drop: '−{count} ({rate}%)',
    dropLabel: '{count} conversations lost before this step ({rate}%)',
    single: 'The welcome block leads to no block reached in this period.',
  },
  table: {
    title: 'All blocks',
    block: 'Block',
    reached: 'Reached',
    left: 'Left here',
    dropOff: 'Drop-off',
    sortBy: 'Sort by {column}',
    notReached: 'Never reached',
    silent: 'Decision block',
    silentHint:
      'This block sends nothing (conditions, A/B test, redirections): its conversations are counted in the blocks it leads to.',
    none: '—',
  },
  choices: {
    title: 'Most chosen',
    empty: 'No button or list row chosen in this period.',
    element: '{block} · {label}',
    bar: '{label}: {count}',
    count: '{count, plural, one {# choice} other {# choices}}',
  },
  rate: '{rate}%',
} satisfies Translation<typeof fr>;
