import { formatNumber } from '../../lib/formatNumber';

/**
 * "1 discussion", "0 discussion", "1 234 discussions": French keeps the singular below two.
 */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${Math.abs(count) < 2 ? singular : plural}`;
}
