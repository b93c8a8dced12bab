import type { RouteDescription } from './routeDescriptionTypes';

/** Issue 24, part "templates": how the route matrix calls each of its calls (routeDescriptions.ts). */
export const whatsappTemplateRouteDescriptions: Record<string, RouteDescription> = {};
