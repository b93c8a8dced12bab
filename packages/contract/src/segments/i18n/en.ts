import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  malformed: 'The conditions are malformed',
  noCondition: 'Add at least one complete condition (attribute and value)',
  tooMany: 'Too many conditions (20 at most)',
  unknownVariable: 'Unknown variable: {name}',
  attributeRequired: 'The attribute is required',
  noUser: 'No users found',
  noValue: 'No values available',
} satisfies Translation<typeof fr>;
