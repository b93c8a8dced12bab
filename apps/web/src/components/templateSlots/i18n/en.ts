import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  label: "{component, select, header {Header} body {Message} other {Button}} '{{'{key}'}}'",
  source: 'Source of {slot}',
  constant: 'Text',
  variable: 'Variable',
  value: 'Value of {slot}',
  valuePlaceholder: 'Text sent to everyone',
  variableOf: 'Variable for {slot}',
  variablePlaceholder: 'User variable',
  fallback: 'Default value of {slot}',
  fallbackPlaceholder: 'If the variable is empty',
} satisfies Translation<typeof fr>;
