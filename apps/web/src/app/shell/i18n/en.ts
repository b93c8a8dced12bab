import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    collapse: 'Collapse menu',
    keepOpen: 'Keep menu open',
  },
  navigation: 'Main navigation',
  onlineShop: 'Online shop',
  sections: {
    shop: 'Shop',
    content: 'Content',
  },
  links: {
    home: 'Home',
    inbox: 'Inbox',
    chatbots: 'Chatbots',
    endUsers: 'Users',
    whatsappAccounts: 'WhatsApp accounts',
    campaigns: 'Campaigns',
    analytics: 'Analytics',
    transactions: 'Transactions',
    orders: 'Orders',
    payouts: 'Payouts',
    products: 'Products',
    posts: 'Posts',
    drafts: 'Drafts',
    scheduled: 'Scheduled',
    published: 'Published',
    pages: 'Pages',
    performance: 'Performance',
    team: 'Team',
    clients: 'Clients',
    customize: 'Customize',
  },
  profile: {
    menu: 'Profile menu',
    view: 'View profile',
    accountSettings: 'Account settings',
    lightTheme: 'Light theme',
    darkTheme: 'Dark theme',
    logout: 'Log out',
  },
  theme: {
    toLight: 'Switch to light mode',
    toDark: 'Switch to dark mode',
  },
} satisfies Translation<typeof fr>;
