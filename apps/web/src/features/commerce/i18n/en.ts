import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  sections: {
    transactions: {
      title: 'Transactions',
      description:
        'Your customers’ payment history: amounts, payment methods and the status of each payment.',
    },
    orders: {
      title: 'Orders',
      description:
        'Orders placed in your shop and through your chatbots, with their preparation and delivery.',
    },
    payouts: {
      title: 'Payouts',
      description: 'Transfers of your sales to your account: amounts, schedule and status of each transfer.',
    },
  },
  page: {
    intro:
      'Your transactions, orders, payouts and products are managed in your connected online shop: Griot’s e-commerce dashboard. It opens in a new tab, already logged in to your account.',
    open: 'Open the online shop',
    here: 'You are here',
  },
  shop: 'Online shop',
  opening: 'Opening the online shop…',
} satisfies Translation<typeof fr>;
