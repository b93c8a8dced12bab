import { type CallKey, canCall } from '@griot/contract/workspaces/callAccess';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import {
  type Icon,
  IconBrandWhatsapp,
  IconBriefcase,
  IconCash,
  IconChartBar,
  IconFileText,
  IconGauge,
  IconInbox,
  IconLayoutDashboard,
  IconMessageChatbot,
  IconPackage,
  IconPalette,
  IconReceipt,
  IconShoppingCart,
  IconSpeakerphone,
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
  /** The call its page cannot work without: the link shows to the roles that may make it (callAccess.ts). */
  call?: CallKey;
  /** Only for a tech provider working in its own workspace (its clients' overview). */
  providersOnly?: boolean;
  /** A count shown beside it: the inbox's conversations waiting for a person. */
  badge?: 'inboxWaiting';
}

export interface SidebarSection {
  id: string;
  title?: string;
  links: SidebarLink[];
}

/** The shop's pages: reached through the handoff to the shop. */
const SHOP: CallKey = 'commerce.handoff';
/** The business's content (posts, pages, its look): editing it is an editor's work, as editing a chatbot. */
const CONTENT: CallKey = 'chatbots.update';

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
        // Every member: where agents spend their day, with the customers waiting for a person.
        {
          label: l.inbox,
          to: '/dashboard/inbox',
          icon: IconInbox,
          activeWhen: /^\/dashboard\/inbox(\/|$)/,
          call: 'inbox.list',
          badge: 'inboxWaiting',
        },
        {
          label: l.chatbots,
          to: '/dashboard/chatbots',
          icon: IconMessageChatbot,
          activeWhen: /^\/dashboard\/chatbots(\/|$)/,
          call: 'chatbots.list',
        },
        { label: l.endUsers, to: '/dashboard/all-users', icon: IconUsers, call: 'endUsers.list' },
        {
          label: l.whatsappAccounts,
          to: '/dashboard/whatsapp_management',
          icon: IconBrandWhatsapp,
          call: 'whatsappAccounts.list',
        },
        // Issue 24: every campaign of the workspace, planned, running or done, and a new one.
        {
          label: l.campaigns,
          to: '/dashboard/campaigns',
          icon: IconSpeakerphone,
          activeWhen: /^\/dashboard\/campaigns(\/|$)/,
          call: 'campaignPlans.list',
        },
        {
          label: l.clients,
          to: '/dashboard/clients',
          icon: IconBriefcase,
          call: 'workspaces.clients',
          providersOnly: true,
        },
        {
          label: l.analytics,
          to: '/dashboard/analytics',
          icon: IconChartBar,
          wideOnly: true,
          call: 'analytics.summary',
        },
      ],
    },
    {
      id: 'shop',
      title: sections.shop,
      links: [
        {
          label: l.transactions,
          to: '/dashboard/transactions',
          icon: IconReceipt,
          wideOnly: true,
          call: SHOP,
        },
        {
          label: l.orders,
          to: '/dashboard/orders',
          icon: IconShoppingCart,
          wideOnly: true,
          call: SHOP,
        },
        {
          label: l.payouts,
          to: '/dashboard/payouts',
          icon: IconCash,
          wideOnly: true,
          call: SHOP,
        },
        { label: l.products, to: '/dashboard/products', icon: IconPackage, call: SHOP },
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
          call: CONTENT,
          children: [
            { label: l.drafts, to: '/dashboard/posts/drafts' },
            { label: l.scheduled, to: '/dashboard/posts/scheduled' },
            { label: l.published, to: '/dashboard/posts/published' },
          ],
        },
        { label: l.pages, to: '/dashboard/pages', icon: IconFileText, call: CONTENT },
        { label: l.performance, to: '/dashboard/performance', icon: IconGauge, call: CONTENT },
        // Every member: admins manage the team there, the others read their role and may leave.
        { label: l.team, to: '/dashboard/team', icon: IconUsersGroup, call: 'workspaces.leave' },
        { label: l.customize, to: '/dashboard/customize', icon: IconPalette, call: CONTENT },
      ],
    },
  ];
}

/**
 * The sections as `role` sees them: the links it may open, and no section left empty.
 * `servesClients`: a tech provider in its own workspace, who also sees its clients.
 */
export function sidebarSectionsFor(role: WorkspaceRole | null, servesClients = false): SidebarSection[] {
  return sidebarSections()
    .map((section) => ({
      ...section,
      links: section.links.filter(
        (link) => (!link.call || canCall(role, link.call)) && (!link.providersOnly || servesClients),
      ),
    }))
    .filter((section) => section.links.length > 0);
}
