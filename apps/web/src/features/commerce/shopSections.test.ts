import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { isShopPath, shopSectionFor } from './shopSections';

describe('shopSectionFor', () => {
  it('titles each page after its path', () => {
    expect(shopSectionFor('/dashboard/transactions').title).toBe('Transactions');
    expect(shopSectionFor('/dashboard/orders').title).toBe('Commandes');
    expect(shopSectionFor('/dashboard/payouts/').title).toBe('Paiements');
  });

  it('names each page in the language shown, the same section object read again', async () => {
    const orders = shopSectionFor('/dashboard/orders');
    await switchLanguage('es');
    expect(orders.title).toBe('Pedidos');
    await switchLanguage('en');
    expect(shopSectionFor('/dashboard/payouts').title).toBe('Payouts');
  });

  afterEach(() => switchLanguage('fr'));

  it('falls back to transactions', () => {
    expect(shopSectionFor('/dashboard').title).toBe('Transactions');
  });
});

describe('isShopPath', () => {
  it('recognises the three shop pages only', () => {
    expect(isShopPath('/dashboard/orders')).toBe(true);
    expect(isShopPath('/dashboard/payouts/')).toBe(true);
    expect(isShopPath('/dashboard/products')).toBe(false);
  });
});
