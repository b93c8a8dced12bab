import type { RouteDescription } from './routeDescriptionTypes';

/** Issue 24, part "contacts": how the route matrix calls each of its calls (routeDescriptions.ts). */
export const contactRouteDescriptions: Record<string, RouteDescription> = {};
