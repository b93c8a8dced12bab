import { displayLocale } from '../../lib/displayLocale';
import { knowledgeTexts } from './knowledgeTexts';

const decimals = new Map<string, Intl.NumberFormat>();

/**
 * `value` with exactly `fractionDigits` decimals in the language shown ('0,251' in French,
 * '0.251' in English), plain spaces between thousands (Intl's no-break ones break text searches).
 */
export function formatDecimal(value: number, fractionDigits: number): string {
  const key = `${displayLocale()}|${fractionDigits}`;
  let format = decimals.get(key);
  if (!format) {
    format = new Intl.NumberFormat(displayLocale(), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    decimals.set(key, format);
  }
  return format.format(value).replace(/[\u202F\u00A0]/g, ' ');
}

const UNITS = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'] as const;

/** A size in 1024 steps with one decimal, in the language's units: 24 678 → '24,1 Ko' / '24.1 KB'. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return knowledgeTexts.fileSize[UNITS[unit] ?? 'bytes']({ size: formatDecimal(value, 1) });
}
