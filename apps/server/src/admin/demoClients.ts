import type { ChatbotCreateFields } from '@griot/contract/chatbots/chatbotSchemas';
import type { Rgb } from '../lib/pngImage';
import { DEMO_CLIENT_OWNER, type DemoPerson } from './demoTeam';

/** A button of a client chatbot's welcome menu and the block it opens. */
export interface DemoMenuOption {
  title: string;
  block: string;
  /** The block's flow; a `question` asks and stores the answer in the chatbot's variable. */
  answer: { text: string } | { question: string; thanks: string };
}

/** One end-user of this month and what they wrote (each line answered by the bot). */
export interface DemoCustomer {
  name: string;
  externalId: string;
  phone?: string;
  daysAgo: number;
  said: string[];
  /** Waiting for a person of the team: the bot is paused and the last message unread. */
  waiting?: boolean;
}

export interface DemoClientBot {
  fields: ChatbotCreateFields;
  colours: [Rgb, Rgb];
  greeting: string;
  menu: string;
  /** The default flow's words before the menu again, for a message outside the menu. */
  fallback: string;
  variable: { id: string; slug: string };
  options: DemoMenuOption[];
  customers: DemoCustomer[];
  /** The bot's usual answer in the seeded transcripts. */
  reply: string;
}

export interface DemoClient {
  name: string;
  /** The client who took their workspace over (the provider stays admin); none: the provider owns it. */
  handedTo?: DemoPerson;
  createdDaysAgo: number;
  bots: DemoClientBot[];
  /** A verified WhatsApp number linked to the first chatbot. */
  number?: { display: string; verifiedName: string; description: string };
}

/** The provider's two clients: a pharmacy in Dakar (handed over) and a maquis in Abidjan. */
export const DEMO_CLIENTS: DemoClient[] = [
  {
    name: 'Pharmacie Baobab',
    handedTo: DEMO_CLIENT_OWNER,
    createdDaysAgo: 34,
    number: {
      display: '+221 33 820 45 10',
      verifiedName: 'Pharmacie Baobab',
      description: 'Numéro de la pharmacie : disponibilité des médicaments et pharmacie de garde',
    },
    bots: [
      {
        fields: {
          bot_name: 'Pharmacie Baobab',
          type: 'whatsapp',
          status: 'active',
          description:
            'Pharmacie de quartier à Sacré-Cœur, Dakar : disponibilité des médicaments, pharmacie de garde, horaires.',
          email: 'contact@pharmacie-baobab.sn',
          display_phone_number: '+221 33 820 45 10',
        },
        colours: [
          [22, 163, 74],
          [220, 252, 231],
        ],
        greeting: 'Bonjour et bienvenue à la Pharmacie Baobab, {{first_name}} 🌿',
        menu: 'Comment pouvons-nous vous aider ?',
        fallback: 'Nous n’avons pas bien compris votre message. Choisissez une option :',
        variable: { id: 'medicament', slug: 'Médicament demandé' },
        options: [
          {
            title: 'Un médicament',
            block: 'Médicament',
            answer: {
              question:
                'Quel médicament cherchez-vous ? Indiquez le nom et le dosage, par exemple : Doliprane 1000.',
              thanks:
                'Merci ! Un pharmacien vérifie la disponibilité de {{medicament}} et vous répond dans quelques minutes.',
            },
          },
          {
            title: 'Pharmacie de garde',
            block: 'Garde',
            answer: {
              text: 'Cette semaine, la pharmacie de garde du quartier est la Pharmacie Baobab, ouverte jusqu’à minuit. Appelez le 33 820 45 10 en cas d’urgence.',
            },
          },
          {
            title: 'Horaires',
            block: 'Horaires',
            answer: {
              text: 'Nous sommes ouverts du lundi au samedi de 8 h à 22 h, et le dimanche de 9 h à 13 h.',
            },
          },
        ],
        reply: 'Merci pour votre message ! Un pharmacien vous répond très vite.',
        customers: [
          {
            name: 'Mame Diarra Sy',
            externalId: '221776201101',
            daysAgo: 0.1,
            said: ['Bonjour, vous avez du Doliprane 1000 ?', 'Je passe le chercher ce soir'],
            waiting: true,
          },
          {
            name: 'Ousmane Cissé',
            externalId: '221776201102',
            daysAgo: 1,
            said: ['Quelle est la pharmacie de garde ce week-end ?'],
          },
          {
            name: 'Ndeye Fatou Mbaye',
            externalId: '221776201103',
            daysAgo: 2,
            said: ['Vous livrez à Ouakam ?', 'Ventoline 100 µg svp'],
          },
          { name: 'Babacar Gueye', externalId: '221776201104', daysAgo: 4, said: ['Horaires du dimanche ?'] },
          {
            name: 'Adama Faye',
            externalId: '221776201105',
            daysAgo: 6,
            said: ['Bonjour, ordonnance pour Amoxicilline 500', 'Merci beaucoup'],
          },
        ],
      },
    ],
  },
  {
    name: 'Maquis Chez Tantie',
    createdDaysAgo: 21,
    bots: [
      {
        fields: {
          bot_name: 'Maquis Chez Tantie',
          type: 'messenger',
          status: 'active',
          description:
            'Maquis à Cocody Angré, Abidjan : menu du jour, commandes à emporter et livraison à Cocody et Riviera.',
          email: 'commandes@cheztantie.ci',
        },
        colours: [
          [234, 88, 12],
          [255, 237, 213],
        ],
        greeting: 'Akwaba chez Tantie, {{first_name}} ! 🍗',
        menu: 'Qu’est-ce qui vous ferait plaisir ?',
        fallback: 'Tantie n’a pas bien compris. Choisis dans le menu :',
        variable: { id: 'commande', slug: 'Commande' },
        options: [
          {
            title: 'Voir le menu',
            block: 'Menu',
            answer: {
              text: 'Au menu aujourd’hui : garba 1 000 FCFA, alloco poisson 2 500 FCFA, kédjénou de poulet 4 500 FCFA, poulet braisé 5 000 FCFA.',
            },
          },
          {
            title: 'Commander',
            block: 'Commande',
            answer: {
              question:
                'Dites-nous le plat, la quantité et votre quartier, par exemple : 2 garba, Riviera 3.',
              thanks:
                'C’est noté : {{commande}}. Tantie vous rappelle pour confirmer le prix de la livraison.',
            },
          },
          {
            title: 'Horaires',
            block: 'Horaires',
            answer: { text: 'Ouvert tous les jours de 11 h à minuit, à Cocody Angré, 8e tranche.' },
          },
        ],
        reply: 'Merci ! Tantie a bien reçu votre message.',
        customers: [
          {
            name: 'Kouassi Konan',
            externalId: '7302198811452201',
            daysAgo: 0.2,
            said: ['2 garba et 1 alloco poisson, Riviera 3'],
          },
          {
            name: 'Aya Traoré',
            externalId: '7302198811452202',
            daysAgo: 1.5,
            said: ['Vous faites le kédjénou ce soir ?', 'Je viens à 20 h'],
          },
          {
            name: 'Yao Kouamé',
            externalId: '7302198811452203',
            daysAgo: 3,
            said: ['Livraison possible à Cocody Danga ?'],
          },
          { name: 'Adjoua N’Guessan', externalId: '7302198811452204', daysAgo: 5, said: ['Menu'] },
        ],
      },
      {
        fields: {
          bot_name: 'Réservations Chez Tantie',
          type: 'web',
          status: 'active',
          description: 'Le chat du site du maquis : réserver une table pour un anniversaire ou un groupe.',
          email: 'reservations@cheztantie.ci',
        },
        colours: [
          [161, 98, 7],
          [254, 243, 199],
        ],
        greeting: 'Bonsoir et bienvenue chez Tantie ! 🎉',
        menu: 'Vous souhaitez :',
        fallback: 'Désolé, je n’ai pas compris. Vous souhaitez :',
        variable: { id: 'reservation', slug: 'Réservation' },
        options: [
          {
            title: 'Réserver une table',
            block: 'Réservation',
            answer: {
              question: 'Pour combien de personnes, quel jour et à quelle heure ?',
              thanks:
                'Merci ! Votre demande ({{reservation}}) est transmise, nous la confirmons par téléphone.',
            },
          },
          {
            title: 'Nous trouver',
            block: 'Adresse',
            answer: { text: 'Cocody Angré 8e tranche, à côté de la pharmacie Saint-Gabriel.' },
          },
        ],
        reply: 'Merci, votre demande est bien reçue.',
        customers: [
          {
            name: 'Mariam Ouattara',
            externalId: 'web-demo-tantie-01',
            daysAgo: 2,
            said: ['Table pour 8 samedi à 21 h, anniversaire'],
          },
          { name: '', externalId: 'web-demo-tantie-02', daysAgo: 7, said: ['Vous êtes ouverts le lundi ?'] },
        ],
      },
    ],
  },
];
