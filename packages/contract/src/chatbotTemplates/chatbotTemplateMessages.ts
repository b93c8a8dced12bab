import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The starter templates' names and descriptions (i18n/fr.ts is the source), read in the request's
 * language by GET /chatbot-templates. Each leaf reads in the language of the moment.
 */
export const chatbotTemplateMessages = defineTexts('contract.chatbotTemplates', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});

/** The starter templates, in the order the creation screen shows them, with their catalogue key. */
export const CHATBOT_TEMPLATES = [
  { id: 'boutique', texts: 'boutique' },
  { id: 'faq-griot-ia', texts: 'faqGriotIa' },
  { id: 'prise-de-rendez-vous', texts: 'priseDeRendezVous' },
  { id: 'service-client', texts: 'serviceClient' },
] as const satisfies readonly { id: string; texts: keyof typeof fr }[];
export type ChatbotTemplateId = (typeof CHATBOT_TEMPLATES)[number]['id'];
