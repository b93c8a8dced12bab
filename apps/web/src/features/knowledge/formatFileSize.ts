import { localDecimal } from '@griot/contract/localNumbers';
import { knowledgeTexts } from './knowledgeTexts';

const UNITS = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'] as const;

/** A size in 1024 steps with one decimal, in the language's units: 24 678 → '24,1 Ko' / '24.1 KB'. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return knowledgeTexts.fileSize[UNITS[unit] ?? 'bytes']({ size: localDecimal(value, 1) });
}
