import { readWidgetAsset } from './widgetAssets';

/**
 * The loader of the embeddable widget, served at GET /api/webchat/widget.js: built from
 * apps/widget/src/loader (plain ES2017 once built), read once at start.
 */
export const WIDGET_SCRIPT = readWidgetAsset('widgetLoader.js');

/** Browsers and proxies keep it one hour: a fix reaches every site within the hour. */
export const WIDGET_SCRIPT_CACHE = 'public, max-age=3600';
