/** One of the three in-app pages that point to the connected shop. */
export interface ShopSection {
  path: string;
  title: string;
  description: string;
}

/** Where the shop button leads when this server has no shop. */
export const SHOP_FALLBACK_PATH = '/dashboard/transactions';

const TRANSACTIONS: ShopSection = {
  path: SHOP_FALLBACK_PATH,
  title: 'Transactions',
  description:
    "L'historique des encaissements de vos clients : montants, moyens de paiement et statut de chaque paiement.",
};

/** The sidebar's shop entries, in the sidebar's order. */
export const SHOP_SECTIONS: readonly ShopSection[] = [
  TRANSACTIONS,
  {
    path: '/dashboard/orders',
    title: 'Commandes',
    description:
      'Les commandes passées dans votre boutique et par vos chatbots, avec leur préparation et leur livraison.',
  },
  {
    path: '/dashboard/payouts',
    title: 'Paiements',
    description:
      'Les reversements de vos ventes vers votre compte : montants, calendrier et état de chaque virement.',
  },
];

/** The section a path shows; transactions for any other path, where the sidebar's fallback lands. */
export function shopSectionFor(pathname: string): ShopSection {
  const path = pathname.replace(/\/+$/, '');
  return SHOP_SECTIONS.find((section) => section.path === path) ?? TRANSACTIONS;
}

/** Whether a path is one of the in-app shop pages. */
export function isShopPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return SHOP_SECTIONS.some((section) => section.path === path);
}
