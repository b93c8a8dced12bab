/**
 * Who talks to the demo shop when seed-demo runs its conversations: customers in Dakar and
 * Abidjan, each with a short script. Buttons and list rows are named by their title; the driver
 * finds their ids in the interactive message the bot really sent.
 */
export type PersonaStep =
  | { kind: 'text'; text: string }
  | { kind: 'button'; title: string }
  | { kind: 'row'; title: string }
  | { kind: 'location'; latitude: number; longitude: number; placeName: string };

export interface Persona {
  name: string;
  /** The WhatsApp wa_id: country code and number, digits only. */
  waId: string;
  steps: PersonaStep[];
}

const hello = { kind: 'text', text: 'Bonjour' } as const;
const catalogue = { kind: 'button', title: 'Voir le catalogue' } as const;
const delivery = { kind: 'button', title: 'Livraison' } as const;
const order = { kind: 'button', title: 'Commander' } as const;
const row = (title: string): PersonaStep => ({ kind: 'row', title });
const text = (value: string): PersonaStep => ({ kind: 'text', text: value });

export const DEMO_PERSONAS: Persona[] = [
  {
    name: 'Awa Ndiaye',
    waId: '221774123508',
    steps: [hello, catalogue, row('Wax'), text('2 pagnes wax bleus')],
  },
  {
    name: 'Moussa Diop',
    waId: '221776508214',
    steps: [
      hello,
      delivery,
      { kind: 'location', latitude: 14.6937, longitude: -17.4441, placeName: 'Médina, Dakar' },
    ],
  },
  { name: 'Fatou Sarr', waId: '221781947730', steps: [hello, order, text('1 bazin riche vert, taille L')] },
  {
    name: 'Kouassi Yao',
    waId: '2250707214836',
    steps: [hello, catalogue, row('Bazin riche'), text('3 mètres de bazin bleu roi')],
  },
  { name: 'Aya Koné', waId: '2250545873019', steps: [hello, delivery] },
  {
    name: 'Ibrahima Fall',
    waId: '221709336125',
    steps: [{ kind: 'text', text: 'Salam' }, catalogue, row('Foulards et sacs'), text('Un foulard jaune')],
  },
  { name: 'Mariama Bâ', waId: '221775602948', steps: [hello, order, text('4 pagnes wax rouges')] },
  { name: "Adjoua N'Guessan", waId: '2250102658471', steps: [hello, catalogue] },
  {
    name: 'Cheikh Mbaye',
    waId: '221763184590',
    steps: [
      hello,
      delivery,
      { kind: 'location', latitude: 14.6708, longitude: -17.4381, placeName: 'Plateau, Dakar' },
    ],
  },
  { name: 'Aminata Touré', waId: '2250778912364', steps: [hello, order, text('2 pagnes wax bleus')] },
  {
    name: 'Ousmane Sow',
    waId: '221772205617',
    steps: [{ kind: 'text', text: 'Salut' }, catalogue, row('Wax'), text('6 yards de wax motif éventail')],
  },
  { name: 'Mariam Traoré', waId: '2250556731208', steps: [hello, delivery] },
];

/** The conversation an agent takes over, and what the agent writes. */
export const TAKEOVER = {
  waId: '221781947730',
  text: "Bonjour Fatou, c'est Aminata de la boutique : votre bazin vert est disponible, livraison demain matin.",
};

/** The web chat visitors of the 'Service client Lyon Mode' chatbot: the buttons each taps. */
export const DEMO_WEB_VISITORS: string[][] = [['Tailles'], ['Retours'], ['Tailles', 'Retours']];
