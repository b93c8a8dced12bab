import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('reads seconds, minutes, hours and days as a person says them', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(59.6)).toBe('1 min');
    expect(formatDuration(240)).toBe('4 min');
    expect(formatDuration(3599)).toBe('1 h');
    expect(formatDuration(80 * 60)).toBe('1 h 20');
    expect(formatDuration(65 * 60)).toBe('1 h 05');
    expect(formatDuration(6 * 3600)).toBe('6 h');
    expect(formatDuration(27 * 3600)).toBe('1 j 3 h');
    expect(formatDuration(48 * 3600 + 10 * 60)).toBe('2 j');
  });
});
