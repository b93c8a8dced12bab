import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Conditions',
  intro: 'Choose who to send to: your users who meet these conditions.',
  attribute: 'Attribute',
  attributePlaceholder: 'e.g. city',
  comparison: 'Comparison',
  value: 'Value',
  valuePlaceholder: 'Type or choose',
  chooseAttributeFirst: 'Choose an attribute first',
  noValue: 'No values available',
  remove: 'Remove the condition',
  operator: 'Operator',
  and: 'AND',
  or: 'OR',
  add: 'Add a condition',
  search: 'Search',
  unreachable: 'Cannot reach the server. Try again.',
  matched: '{count, plural, one {{countText} matching user} other {{countText} matching users}}',
  summary: {
    two: '{first} AND {second}',
    more: '{first} AND {second} + {others, plural, one {# other} other {# others}}',
  },
} satisfies Translation<typeof fr>;
