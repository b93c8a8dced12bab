import type { RouteDescription } from './routeDescriptionTypes';

/** A campaign body naming the world's chatbot: a web chatbot, so the owner gets the French 422 (campaigns need WhatsApp). */
const campaignBody = (chatbotId: string) => ({
  chatbotId,
  conditions: JSON.stringify([{ idvariable: 'first_name', comparison: '!=', value: '-', operator: null }]),
  title: 'promo_matrice',
  langage: 'fr',
  parameters: [],
});
const WEB_CHATBOT = 'the world’s chatbot is a web chatbot: campaigns need WhatsApp (422)';

/**
 * Issue 24, part "plans": how the route matrix calls each of its calls (routeDescriptions.ts).
 * Another workspace's chatbot, plan or campaign answers 404, as one that does not exist.
 */
export const campaignPlanRouteDescriptions: Record<string, RouteDescription> = {
  'campaignPlans.create': {
    kind: 'owned',
    request: (ids) => ({ body: campaignBody(ids.chatbotId) }),
    ownerSkip: WEB_CHATBOT,
    ownerAnswer: 422,
  },
  'campaignPlans.list': { kind: 'self', why: 'the workspace’s campaigns and plans' },
  'campaignPlans.get': { kind: 'owned', request: (ids) => ({ params: { id: ids.planId } }) },
  'campaignPlans.update': {
    kind: 'owned',
    request: (ids) => ({ params: { planId: ids.planId }, body: campaignBody(ids.chatbotId) }),
    ownerSkip: WEB_CHATBOT,
    ownerAnswer: 422,
  },
  'campaignPlans.cancel': {
    kind: 'owned',
    request: (ids) => ({ params: { planId: ids.planId } }),
    ownerSkip: 'cancels the world’s plan, which the other calls read',
  },
  'campaignPlans.pickWinner': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.campaignId }, body: { variant: 'A' } }),
    ownerSkip: 'the world’s campaign has no A/B test (400)',
    ownerAnswer: 400,
  },
  'campaignPlans.settings': { kind: 'self', why: 'the workspace’s own quiet hours and frequency cap' },
  'campaignPlans.saveSettings': {
    kind: 'self',
    why: 'the workspace’s own quiet hours and frequency cap',
    request: () => ({ body: { quietHours: { start: '21:00', end: '08:00' }, frequencyCapHours: 48 } }),
  },
};
