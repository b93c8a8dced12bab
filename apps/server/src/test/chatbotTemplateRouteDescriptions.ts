import type { RouteDescription } from './routeDescriptionTypes';

/**
 * The starter templates' calls, for the route matrices (routeDescriptions.ts says what a
 * description is): the list names nothing a workspace owns; a creation from a template makes a
 * chatbot of the caller's workspace, as the creation form does.
 */
export const chatbotTemplateRouteDescriptions: Record<string, RouteDescription> = {
  'chatbotTransfer.templates': { kind: 'self', why: 'the templates Griot ships, the same for everyone' },
  'chatbotTransfer.fromTemplate': {
    kind: 'self',
    why: 'creates a chatbot of the workspace from a template Griot ships',
    request: (_ids, caller) => ({
      params: { templateId: 'service-client' },
      body: { name: `Service client ${caller}` },
    }),
  },
};
