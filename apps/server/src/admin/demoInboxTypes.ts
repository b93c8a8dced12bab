/** The shapes of the demo inbox's conversations (demoInbox.ts assembles them). */

export type DemoAgent = 'ibrahima' | 'aissatou' | 'aminata';

export type DemoLabelName = 'Commande' | 'Livraison' | 'Réclamation' | 'VIP' | 'Paiement';

/** Who said a line: the customer, the bot, or a person of the team. */
type Speaker = 'in' | 'bot' | DemoAgent;
export type DemoLine = [Speaker, string];

export interface DemoInboxConversation {
  name: string;
  /** The WhatsApp number (wa_id) or the web visitor's id. */
  externalId: string;
  bot: 'shop' | 'express' | 'web';
  status: 'open' | 'pending' | 'snoozed' | 'resolved';
  assignee?: DemoAgent;
  reason: 'bot' | 'customer' | 'griot' | 'agent';
  /** When the stretch with a person opened: minutes ago, or a day and a time (Dakar, UTC) in the past. */
  opened: { minutesAgo: number } | { daysAgo: number; at: string };
  /** Minutes from the opening to the first answer of a person. */
  firstResponse?: number;
  /** Minutes from the opening to the resolution (resolved only). */
  resolution?: number;
  /** The transcript; the customer's line before the first person's line is the one that opened it. */
  lines: DemoLine[];
  labels: DemoLabelName[];
  note?: [DemoAgent, string];
}

/** What the bot says when its flow hands over to a person, and the button the customer taps. */
export const HANDOVER =
  'Je vous mets en relation avec un conseiller de la boutique, il vous répond dans quelques minutes 🙏';
export const ASK = 'Parler à un conseiller';
