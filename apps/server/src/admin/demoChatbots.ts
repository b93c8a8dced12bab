import type { ChatbotCreateFields } from '@griot/contract/chatbots/chatbotSchemas';
import type { Rgb } from '../lib/pngImage';

export interface DemoChatbot {
  fields: ChatbotCreateFields;
  colours: [Rgb, Rgb];
}

/** The demo account's chatbots: several channels and statuses, as a merchant in the region has them. */
export const DEMO_CHATBOTS: DemoChatbot[] = [
  {
    fields: {
      bot_name: 'Boutique Téranga',
      type: 'whatsapp',
      status: 'active',
      description:
        'Vente de pagnes wax et de bazin à Dakar : catalogue, prise de commande, suivi de livraison et paiement Wave ou Orange Money.',
      email: 'contact@teranga-boutique.sn',
      display_phone_number: '+221 77 000 00 01',
    },
    colours: [
      [15, 145, 123],
      [255, 236, 204],
    ],
  },
  {
    fields: {
      bot_name: 'Abidjan Express Livraison',
      type: 'whatsapp',
      status: 'active',
      description: 'Demandes de course et suivi des colis à Abidjan, Cocody, Yopougon et Marcory, 7 j/7.',
      email: 'support@abidjan-express.ci',
      display_phone_number: '+225 07 00 00 00 02',
    },
    colours: [
      [255, 162, 27],
      [255, 255, 255],
    ],
  },
  {
    fields: {
      bot_name: 'Service client Lyon Mode',
      type: 'web',
      status: 'active',
      description: 'Assistant du site : tailles, retours, échanges et disponibilité en boutique à Lyon.',
      email: 'service-client@lyonmode.fr',
    },
    colours: [
      [79, 70, 229],
      [224, 231, 255],
    ],
  },
  {
    fields: {
      bot_name: 'Quiz Culture Sénégal',
      type: 'telegram',
      status: 'maintenance',
      description: "Un quiz quotidien sur l'histoire, la musique et la gastronomie du Sénégal.",
    },
    colours: [
      [2, 132, 199],
      [224, 242, 254],
    ],
  },
  {
    fields: {
      bot_name: 'Chez Fatou Restaurant',
      type: 'messenger',
      status: 'inactive',
      description: 'Réservations et menu du jour : thiéboudienne, yassa, mafé. Livraison dans le Plateau.',
      email: 'reservation@chezfatou.sn',
    },
    colours: [
      [190, 18, 60],
      [255, 228, 230],
    ],
  },
];
