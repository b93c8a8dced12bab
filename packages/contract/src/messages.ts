import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The messages the screens show and the server sends in its error bodies (so that the screen can
 * display `message` as is): French quoted from the spec (i18n/fr.ts), English and Spanish loaded
 * on demand. Each leaf reads in the language of the moment (the request's on the server, the
 * user's in the browser): read it where it is used, never into a module-level constant; in a zod
 * schema, through a function (`{ error: () => messages.x.y }`).
 */
export const messages = defineTexts('contract.messages', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
