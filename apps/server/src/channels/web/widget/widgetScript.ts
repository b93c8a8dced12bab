import fs from 'node:fs';

/**
 * The loader of the embeddable widget, served at GET /api/webchat/widget.js: plain ES2017 kept as
 * a real .js file (assets/widgetLoader.js, read once at start) so it can be read, linted and
 * syntax-checked as what browsers run.
 */
export const WIDGET_SCRIPT = fs.readFileSync(new URL('./assets/widgetLoader.js', import.meta.url), 'utf8');

/** Browsers and proxies keep it one hour: a fix reaches every site within the hour. */
export const WIDGET_SCRIPT_CACHE = 'public, max-age=3600';
