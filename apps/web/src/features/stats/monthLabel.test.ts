import { describe, expect, it } from 'vitest';
import { monthLabel } from './monthLabel';

describe('monthLabel', () => {
  it('abbreviates months in French', () => {
    expect(monthLabel('2025-06')).toBe('juin');
    expect(monthLabel('2025-01')).toBe('janv.');
    expect(monthLabel('2024-12')).toBe('déc.');
  });

  it('spells the month and year in full for screen readers', () => {
    expect(monthLabel('2025-06', 'long')).toBe('juin 2025');
  });

  it('returns anything else unchanged', () => {
    expect(monthLabel('juin')).toBe('juin');
  });
});
