import type { RouteDescription } from './routeDescriptionTypes';

/** Issue 24, part "forecast": how the route matrix calls each of its calls (routeDescriptions.ts). */
export const campaignForecastRouteDescriptions: Record<string, RouteDescription> = {};
