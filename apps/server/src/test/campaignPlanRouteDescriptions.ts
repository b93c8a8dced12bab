import type { RouteDescription } from './routeDescriptionTypes';

/** Issue 24, part "plans": how the route matrix calls each of its calls (routeDescriptions.ts). */
export const campaignPlanRouteDescriptions: Record<string, RouteDescription> = {};
