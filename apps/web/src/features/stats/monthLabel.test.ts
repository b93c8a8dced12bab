import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
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

  it('names months in the language shown', async () => {
    await switchLanguage('es');
    expect(monthLabel('2025-01', 'long')).toBe('enero de 2025');
    await switchLanguage('en');
    expect(monthLabel('2025-06')).toBe('Jun');
    expect(monthLabel('2025-06', 'long')).toBe('June 2025');
  });

  afterEach(() => switchLanguage('fr'));

  it('returns anything else unchanged', () => {
    expect(monthLabel('juin')).toBe('juin');
  });
});
