import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { accountTypeLabel, formatAccountDate } from './formatAccountDisplay';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';

describe('account display', () => {
  afterEach(() => switchLanguage('fr'));

  it('labels types and dates', () => {
    expect(accountTypeLabel('ecommerce')).toBe('E-commerce');
    expect(accountTypeLabel('customer_support')).toBe('Service client');
    expect(formatAccountDate('2026-03-05T10:00:00.000Z')).toBe('05/03/2026');
  });

  it('labels them in English, with the steps to fix counted', async () => {
    await switchLanguage('en');
    expect(accountTypeLabel('customer_support')).toBe('Customer service');
    expect(formatAccountDate('2026-03-05T10:00:00.000Z')).toBe('05/03/2026');
    expect(whatsappAccountsTexts.health.toFix({ count: 1 })).toBe('1 step to fix');
    expect(whatsappAccountsTexts.health.toFix({ count: 3 })).toBe('3 steps to fix');
  });
});
