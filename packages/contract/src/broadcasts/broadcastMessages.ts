import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The texts of broadcasts, server and screen alike (i18n/fr.ts is the source). Each leaf reads in
 * the language of the moment: read it where it is used.
 */
export const broadcastMessages = defineTexts('contract.broadcasts', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});

/**
 * A template parameter in words, from the form's key ('body.1', 'header.1', 'button.0.1',
 * 'body.first_name'): 'La variable {{1}} du message', as the owner sees it in the template.
 */
export function parameterName(key: string): string {
  const words = broadcastMessages.parameter;
  const [component = '', ...rest] = key.split('.');
  const name = rest.at(-1) ?? key;
  if (component === 'header') return words.header({ name });
  if (component === 'button' && rest.length === 2) return words.button({ name, button: Number(rest[0]) + 1 });
  if (component === 'body') return words.body({ name });
  return words.other({ key });
}
