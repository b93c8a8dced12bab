import { describe, expect, it } from 'vitest';
import { accountTypeLabel, formatAccountDate } from './formatAccountDisplay';

describe('account display', () => {
  it('labels types and dates', () => {
    expect(accountTypeLabel('ecommerce')).toBe('E-commerce');
    expect(accountTypeLabel('customer_support')).toBe('Service client');
    expect(formatAccountDate('2026-03-05T10:00:00.000Z')).toBe('05/03/2026');
  });
});
