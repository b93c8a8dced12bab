import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  toggle: 'Analytics',
  toggleHint: 'Show on each block how many conversations reached it and dropped off there',
  period: 'Analytics period',
  days: '{count} days',
  loading: 'Loading analytics…',
  failed: "Analytics couldn't be loaded.",
  retry: 'Try again',
  summary:
    '{count, plural, =0 {No conversations started} one {# conversation started} other {# conversations started}} in the last {days} days',
  legend: 'Reached · left here (drop-off)',
  badge: '{reached} · {left} ({rate}%)',
  badgeNone: '0 reached',
  badgeLabel: '{reached} reached, {left} left here, {rate}% drop-off',
  badgeLabelNone: 'No conversation reached this block',
  badgeSilent: 'Decision',
  badgeLabelSilent:
    'Decision block: it sends nothing, so its conversations are counted in the blocks it leads to',
  element: {
    title: 'Analytics for this element',
    figures: '{reached} reached · {left} left here ({rate}%)',
    none: 'Nobody reached this element in the period.',
    choices: 'Most chosen',
    choice: '{label}: {count}',
  },
} satisfies Translation<typeof fr>;
