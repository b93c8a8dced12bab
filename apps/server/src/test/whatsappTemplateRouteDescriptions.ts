import type { RouteDescription } from './routeDescriptionTypes';

/** A template the world does not hold: past the account's check, the owner's call answers 404 for it. */
const NO_TEMPLATE = '00000000-0000-4000-8000-000000000024';
const template = {
  category: 'UTILITY',
  body: { text: 'Bonjour {{1}}, votre commande est prête.', examples: { '1': 'Awa' } },
};
const GRAPH = 'calls Meta’s Graph API, unreachable here (whatsappTemplates.test.ts uses the fake)';

/**
 * Issue 24, part "templates": how the route matrix calls each of its calls (routeDescriptions.ts).
 * Another workspace's WhatsApp account answers 404, as one that does not exist.
 */
export const whatsappTemplateRouteDescriptions: Record<string, RouteDescription> = {
  'whatsappTemplates.list': { kind: 'owned', request: (ids) => ({ params: { id: ids.whatsappAccountId } }) },
  'whatsappTemplates.create': {
    kind: 'owned',
    request: (ids) => ({
      params: { id: ids.whatsappAccountId },
      body: { name: 'commande_prete', language: 'fr', ...template },
    }),
    ownerSkip: GRAPH,
  },
  'whatsappTemplates.update': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.whatsappAccountId, templateId: NO_TEMPLATE }, body: template }),
    ownerSkip: 'the world holds no template (whatsappTemplates.test.ts edits one through the fake)',
    ownerAnswer: 404,
  },
  'whatsappTemplates.remove': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.whatsappAccountId, templateId: NO_TEMPLATE } }),
    ownerSkip: 'the world holds no template (whatsappTemplates.test.ts deletes one through the fake)',
    ownerAnswer: 404,
  },
};
