import type { MessageValues } from '@griot/i18n/catalog';
import { formatNumber } from '../../lib/formatNumber';

/**
 * "1 discussion", "0 discussion", "1 234 discussions": a count message of the catalogue
 * (statsTexts.counts.*) with the number for its plural and as the screens write numbers.
 */
export function formatCount(message: (values: MessageValues) => string, count: number): string {
  return message({ count, countText: formatNumber(count) });
}
