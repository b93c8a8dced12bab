import { describe, expect, it } from 'vitest';
import { isShopPath, shopSectionFor } from './shopSections';

describe('shopSectionFor', () => {
  it('titles each page after its path', () => {
    expect(shopSectionFor('/dashboard/transactions').title).toBe('Transactions');
    expect(shopSectionFor('/dashboard/orders').title).toBe('Commandes');
    expect(shopSectionFor('/dashboard/payouts/').title).toBe('Paiements');
  });

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
