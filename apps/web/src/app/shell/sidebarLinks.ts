import {
  type Icon,
  IconBrandWhatsapp,
  IconCash,
  IconChartBar,
  IconFileText,
  IconGauge,
  IconLayoutDashboard,
  IconMessageChatbot,
  IconPackage,
  IconPalette,
  IconReceipt,
  IconShoppingCart,
  IconUsers,
  IconUsersGroup,
  IconWriting,
} from '@tabler/icons-react';

export interface SidebarLink {
  label: string;
  to: string;
  icon: Icon;
  /** Hidden while the sidebar is narrow (analytics, transactions, orders, payouts). */
  wideOnly?: boolean;
  /** Active for these paths too, beyond the link's own. */
  activeWhen?: RegExp;
  children?: Array<{ label: string; to: string }>;
}

export interface SidebarSection {
  title?: string;
  links: SidebarLink[];
}

/** The sidebar's links, in French, grouped the way a merchant thinks of them. */
export const sidebarSections: SidebarSection[] = [
  {
    links: [
      { label: 'Accueil', to: '/dashboard', icon: IconLayoutDashboard },
      {
        label: 'Chatbots',
        to: '/dashboard/chatbots',
        icon: IconMessageChatbot,
        activeWhen: /^\/dashboard\/chatbots(\/|$)/,
      },
      { label: 'Utilisateurs', to: '/dashboard/all-users', icon: IconUsers },
      { label: 'Comptes WhatsApp', to: '/dashboard/whatsapp_management', icon: IconBrandWhatsapp },
      { label: 'Analytique', to: '/dashboard/analytics', icon: IconChartBar, wideOnly: true },
    ],
  },
  {
    title: 'Boutique',
    links: [
      { label: 'Transactions', to: '/dashboard/transactions', icon: IconReceipt, wideOnly: true },
      { label: 'Commandes', to: '/dashboard/orders', icon: IconShoppingCart, wideOnly: true },
      { label: 'Paiements', to: '/dashboard/payouts', icon: IconCash, wideOnly: true },
      { label: 'Produits', to: '/dashboard/products', icon: IconPackage },
    ],
  },
  {
    title: 'Contenu',
    links: [
      {
        label: 'Publications',
        to: '/dashboard/posts',
        icon: IconWriting,
        children: [
          { label: 'Brouillons', to: '/dashboard/posts/drafts' },
          { label: 'Programmées', to: '/dashboard/posts/scheduled' },
          { label: 'Publiées', to: '/dashboard/posts/published' },
        ],
      },
      { label: 'Pages', to: '/dashboard/pages', icon: IconFileText },
      { label: 'Performance', to: '/dashboard/performance', icon: IconGauge },
      { label: 'Équipe', to: '/dashboard/team', icon: IconUsersGroup },
      { label: 'Personnaliser', to: '/dashboard/customize', icon: IconPalette },
    ],
  },
];
