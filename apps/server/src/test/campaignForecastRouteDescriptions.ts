import type { RouteDescription } from './routeDescriptionTypes';

/** Issue 24, part "forecast": how the route matrix calls each of its calls (routeDescriptions.ts). */
export const campaignForecastRouteDescriptions: Record<string, RouteDescription> = {
  // The chatbot is in the body: another workspace's answers 404, as one that does not exist.
  'campaignForecast.forecast': {
    kind: 'owned',
    request: (ids) => ({
      body: {
        chatbotId: ids.chatbotId,
        conditions: JSON.stringify([
          { idvariable: 'first_name', comparison: '!=', value: 'x', operator: null },
        ]),
        title: 'bienvenue',
        langage: 'fr',
      },
    }),
    ownerSkip:
      'the owner world is a web chatbot: a WhatsApp campaign’s forecast answers 422 for its owner too',
    ownerAnswer: 422,
  },
};
