import type { RouteDescription } from './routeDescriptionTypes';

/** Issue 24, part "results": how the route matrix calls each of its calls (routeDescriptions.ts). */
export const campaignResultRouteDescriptions: Record<string, RouteDescription> = {};
