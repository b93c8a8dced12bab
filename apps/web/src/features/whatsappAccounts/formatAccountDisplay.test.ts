import { describe, expect, it } from 'vitest';
import { accountTypeLabel, formatAccountDate, formatAccountPhone } from './formatAccountDisplay';

describe('account display', () => {
  it('formats phones by the spec’s rules', () => {
    expect(formatAccountPhone('+221771234567')).toBe('+221 77 123 45 67');
    expect(formatAccountPhone('221771234567')).toBe('+221 77 123 45 67');
    expect(formatAccountPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatAccountPhone('')).toBe('');
  });

  it('labels types and dates', () => {
    expect(accountTypeLabel('ecommerce')).toBe('E-commerce');
    expect(accountTypeLabel('customer_support')).toBe('Service client');
    expect(formatAccountDate('2026-03-05T10:00:00.000Z')).toBe('05/03/2026');
  });
});
