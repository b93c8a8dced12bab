import type { MessageValues } from '@griot/i18n/catalog';
import { formatNumber } from '../../../lib/formatNumber';

/** A count message of the catalogue with the number for its plural and as the screens write it. */
export function formatCount(message: (values: MessageValues) => string, count: number): string {
  return message({ count, countText: formatNumber(count) });
}
