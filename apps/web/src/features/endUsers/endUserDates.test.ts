import { describe, expect, it } from 'vitest';
import { formatLastActivity } from './endUserDates';

describe('end-user activity dates', () => {
  it('writes the spec’s absolute form with French months', () => {
    expect(formatLastActivity(new Date(2026, 10, 24, 9, 5).toISOString())).toBe('nov. 24, 2026 - 09:05');
    expect(formatLastActivity(new Date(2026, 1, 3, 18, 40).toISOString())).toBe('févr. 3, 2026 - 18:40');
  });
});
