import { describe, expect, it } from 'vitest';
import { formatNumericDateTime } from './displayLocale';

describe('formatNumericDateTime', () => {
  it('writes day/month/year and time in French, and nothing for bad input', () => {
    expect(formatNumericDateTime('2026-03-05T10:07:00')).toMatch(/^05\/03\/2026.*10:07$/);
    expect(formatNumericDateTime('n/a')).toBeUndefined();
  });
});
