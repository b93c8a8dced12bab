import { commerceTexts } from './commerceTexts';

type SectionKey = keyof typeof commerceTexts.sections;

/** One of the three in-app pages that point to the connected shop; its words in the language shown. */
export interface ShopSection {
  path: string;
  key: SectionKey;
  readonly title: string;
  readonly description: string;
}

/** Where the shop button leads when this server has no shop. */
export const SHOP_FALLBACK_PATH = '/dashboard/transactions';

/** A section whose title and description are read when shown, never kept in one language. */
function section(path: string, key: SectionKey): ShopSection {
  return {
    path,
    key,
    get title() {
      return commerceTexts.sections[key].title;
    },
    get description() {
      return commerceTexts.sections[key].description;
    },
  };
}

const TRANSACTIONS = section(SHOP_FALLBACK_PATH, 'transactions');

/** The sidebar's shop entries, in the sidebar's order. */
export const SHOP_SECTIONS: readonly ShopSection[] = [
  TRANSACTIONS,
  section('/dashboard/orders', 'orders'),
  section('/dashboard/payouts', 'payouts'),
];

/** The section a path shows; transactions for any other path, where the sidebar's fallback lands. */
export function shopSectionFor(pathname: string): ShopSection {
  const path = pathname.replace(/\/+$/, '');
  return SHOP_SECTIONS.find((item) => item.path === path) ?? TRANSACTIONS;
}

/** Whether a path is one of the in-app shop pages. */
export function isShopPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return SHOP_SECTIONS.some((item) => item.path === path);
}
