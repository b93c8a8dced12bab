import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  boutique: {
    name: 'Shop',
    description:
      'Catalogue, order and delivery: asks for the quantity and address, delivers in Dakar or offers pickup and shipping elsewhere, notifies the shop and follows up the next day at 10:00 if the order isn’t confirmed.',
  },
  faqGriotIa: {
    name: 'FAQ with GRIOT IA',
    description:
      'A menu of frequently asked questions, with GRIOT IA answering everything else from your knowledge base. Fill in the knowledge base (programs, prices, opening hours) before going live.',
  },
  priseDeRendezVous: {
    name: 'Appointment booking',
    description:
      'Choice of service, day and time, a confirmation in two wordings compared by an A/B test, and a reminder the next morning.',
  },
  serviceClient: {
    name: 'Customer service with human agent hand-over',
    description:
      'Menu, order tracking with questions and conditions, warranty, and an agent who takes over in the inbox when needed.',
  },
} satisfies Translation<typeof fr>;
