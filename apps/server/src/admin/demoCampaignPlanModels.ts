import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import type { PlanMessage } from '@griot/db/schema/campaignPlans';

// i18n-exempt-file: the demo shop's own WhatsApp templates (its French content, as Meta approved it)

/** The shop's approved templates as the Graph fake lists them (packages/fakes/src/whatsAppTemplates.ts). */
const PROMO: BroadcastModel = {
  id: '1001',
  title: 'promo_tabaski',
  content: 'Bonjour {{1}}, profitez de -{{2}} % sur nos pagnes jusqu’à dimanche !',
  langage: 'fr',
  category: 'MARKETING',
  header: 'Promo {{1}}',
  footer: 'Répondez STOP pour ne plus recevoir nos offres',
  buttons: [],
  parameterFormat: 'positional',
  parameters: [
    { key: '1', component: 'header', example: 'Tabaski' },
    { key: '1', component: 'body', example: 'Awa' },
    { key: '2', component: 'body', example: '20' },
  ],
  source: 'whatsapp',
};

const WELCOME: BroadcastModel = {
  id: '1003',
  title: 'bienvenue',
  content: 'Merci de suivre Boutique Téranga ! Nos nouveautés arrivent chaque lundi.',
  langage: 'fr',
  category: 'MARKETING',
  header: '',
  footer: '',
  buttons: [],
  parameterFormat: 'positional',
  parameters: [],
  source: 'whatsapp',
};

/** The Tabaski promotion, its placeholders filled (first name with a fallback, -20 %). */
export const promoMessage = (discount: string): PlanMessage => ({
  title: PROMO.title,
  langage: PROMO.langage,
  source: 'whatsapp',
  parameters: [
    { key: 'header.1', source: 'constant', value: 'Tabaski', fallback: '' },
    { key: 'body.1', source: 'variable', value: 'first_name', fallback: 'chère cliente' },
    { key: 'body.2', source: 'constant', value: discount, fallback: '' },
  ],
  model: PROMO as unknown as Record<string, unknown>,
});

export const welcomeMessage: PlanMessage = {
  title: WELCOME.title,
  langage: WELCOME.langage,
  source: 'whatsapp',
  parameters: [],
  model: WELCOME as unknown as Record<string, unknown>,
};

/** What the worker keeps of a model with its campaign (startCampaign's storedModel). */
export function storedModel(message: PlanMessage): Record<string, unknown> {
  const { parameters, parameterFormat, source, content, header, footer, buttons } = message.model;
  return { parameters, parameterFormat, source, content, header, footer, buttons };
}

/** Every customer with a first name: the demo's segment. */
export const EVERYONE = [{ idvariable: 'first_name', comparison: '!=', value: '-', operator: null }];
