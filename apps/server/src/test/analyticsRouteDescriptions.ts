import type { RouteDescription } from './routeDescriptionTypes';

/** October 2026: a valid period for every analytics call. */
const PERIOD = { from: '2026-10-01', to: '2026-10-31' };

/**
 * /dashboard/analytics' calls (issue 28): read-only, each narrowed to a chatbot of the workspace —
 * another workspace's chatbot answers 404, as one that does not exist.
 */
export const analyticsRouteDescriptions: Record<string, RouteDescription> = {
  'analytics.summary': {
    kind: 'owned',
    request: (ids) => ({ query: { ...PERIOD, chatbotId: ids.chatbotId } }),
  },
  'analytics.funnel': {
    kind: 'owned',
    request: (ids) => ({ params: { chatbotId: ids.chatbotId }, query: PERIOD }),
  },
  'analytics.assistant': {
    kind: 'owned',
    request: (ids) => ({ query: { ...PERIOD, chatbotId: ids.chatbotId } }),
  },
  'analytics.export': {
    kind: 'owned',
    request: (ids) => ({ query: { table: 'days', ...PERIOD, chatbotId: ids.chatbotId } }),
  },
};
