import type { RouteDescription } from './routeDescriptionTypes';

/**
 * Issue 24, part "results": how the route matrix calls each of its calls (routeDescriptions.ts).
 * Both name a campaign of the world (campaignResultMatrixWorld.ts): another workspace's is a 404.
 */
export const campaignResultRouteDescriptions: Record<string, RouteDescription> = {
  'campaignResults.report': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.campaignId } }),
  },
  'campaignResults.responders': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.campaignId }, body: { who: 'replied' } }),
  },
};
