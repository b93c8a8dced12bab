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
import { shellTexts } from './shellTexts';

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
  id: string;
  title?: string;
  links: SidebarLink[];
}

/**
 * The sidebar's links, grouped the way a merchant thinks of them, in the language shown: read at
 * each render (the sidebar reads `useTexts(shellTexts)`, so a switch renders it again).
 */
export function sidebarSections(): SidebarSection[] {
  const { links: l, sections } = shellTexts;
  return [
    {
      id: 'main',
      links: [
        { label: l.home, to: '/dashboard', icon: IconLayoutDashboard },
        {
          label: l.chatbots,
          to: '/dashboard/chatbots',
          icon: IconMessageChatbot,
          activeWhen: /^\/dashboard\/chatbots(\/|$)/,
        },
        { label: l.endUsers, to: '/dashboard/all-users', icon: IconUsers },
        { label: l.whatsappAccounts, to: '/dashboard/whatsapp_management', icon: IconBrandWhatsapp },
        { label: l.analytics, to: '/dashboard/analytics', icon: IconChartBar, wideOnly: true },
      ],
    },
    {
      id: 'shop',
      title: sections.shop,
      links: [
        { label: l.transactions, to: '/dashboard/transactions', icon: IconReceipt, wideOnly: true },
        { label: l.orders, to: '/dashboard/orders', icon: IconShoppingCart, wideOnly: true },
        { label: l.payouts, to: '/dashboard/payouts', icon: IconCash, wideOnly: true },
        { label: l.products, to: '/dashboard/products', icon: IconPackage },
      ],
    },
    {
      id: 'content',
      title: sections.content,
      links: [
        {
          label: l.posts,
          to: '/dashboard/posts',
          icon: IconWriting,
          children: [
            { label: l.drafts, to: '/dashboard/posts/drafts' },
            { label: l.scheduled, to: '/dashboard/posts/scheduled' },
            { label: l.published, to: '/dashboard/posts/published' },
          ],
        },
        { label: l.pages, to: '/dashboard/pages', icon: IconFileText },
        { label: l.performance, to: '/dashboard/performance', icon: IconGauge },
        { label: l.team, to: '/dashboard/team', icon: IconUsersGroup },
        { label: l.customize, to: '/dashboard/customize', icon: IconPalette },
      ],
    },
  ];
}
