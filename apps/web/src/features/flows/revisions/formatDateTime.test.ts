import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('writes day/month/year and time in French, and leaves bad input as is', () => {
    expect(formatDateTime('2026-03-05T10:07:00')).toMatch(/^05\/03\/2026.*10:07$/);
    expect(formatDateTime('n/a')).toBe('n/a');
  });
});
