import type { InboxSettings } from '@griot/contract/inbox/inboxSchemas';
import { DEMO_INBOX_ACTIVE } from './demoInboxActive';
import { DEMO_INBOX_RESOLVED } from './demoInboxResolved';
import type { DemoAgent, DemoInboxConversation } from './demoInboxTypes';

export type { DemoAgent, DemoInboxConversation } from './demoInboxTypes';

/**
 * The team inbox of « Boutique Téranga » as a Monday morning finds it (seedDemoInbox.ts writes it):
 * its labels, canned responses and settings, and about twenty-five conversations in every status,
 * with the stretches with a person that give each agent believable response times. The businesses'
 * own content: French as the shop writes it, not translated.
 */

export const DEMO_AGENT_EMAILS: Record<DemoAgent, string> = {
  ibrahima: 'ibrahima.sarr@griot.local',
  aissatou: 'aissatou.ba@griot.local',
  aminata: 'demo@griot.local',
};

export const DEMO_LABELS = [
  { name: 'Commande', color: 'blue' },
  { name: 'Livraison', color: 'orange' },
  { name: 'Réclamation', color: 'red' },
  { name: 'VIP', color: 'grape' },
  { name: 'Paiement', color: 'green' },
] as const;

export const DEMO_CANNED_RESPONSES = [
  {
    shortcut: 'bonjour',
    text: 'Bonjour {{first_name}} 👋 Ici l’équipe de la Boutique Téranga. Merci pour votre message, comment puis-je vous aider ?',
  },
  {
    shortcut: 'livraison',
    text: 'Nous livrons partout à Dakar en 24 h (2 000 FCFA, offerte dès 50 000 FCFA d’achat) et en régions en 48 à 72 h. Le livreur vous appelle au {{phone}} avant de passer.',
  },
  {
    shortcut: 'horaires',
    text: 'La boutique de Sacré-Cœur 3 est ouverte du lundi au samedi de 8 h à 19 h. Sur WhatsApp, l’équipe vous répond aux mêmes heures.',
  },
  {
    shortcut: 'merci',
    text: 'Merci {{first_name}} pour votre confiance 🙏 À très bientôt à la Boutique Téranga !',
  },
  {
    shortcut: 'paiement',
    text: 'Vous pouvez payer par Wave ou Orange Money au 77 000 00 01 (Boutique Téranga), ou en espèces à la livraison. Envoyez-nous la capture du paiement et nous validons la commande.',
  },
] as const;

/** Auto-assignment among the available agents, 5 each; Monday to Saturday 08:00–19:00 in Dakar. */
export const DEMO_INBOX_SETTINGS: InboxSettings = {
  auto_assign: true,
  max_open_per_agent: 5,
  business_hours: {
    enabled: true,
    timezone: 'Africa/Dakar',
    days: [1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '19:00' })),
    away_message:
      'Bonjour ! La Boutique Téranga est fermée pour le moment. Notre équipe vous répond du lundi au samedi de 8 h à 19 h. Laissez votre message, nous revenons vers vous dès l’ouverture.',
  },
};

/** Every demo conversation of the inbox: those with a person now, then those resolved. */
export const DEMO_INBOX: DemoInboxConversation[] = [...DEMO_INBOX_ACTIVE, ...DEMO_INBOX_RESOLVED];
