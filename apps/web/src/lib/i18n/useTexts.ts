import { ensureTextsLoaded } from '@griot/i18n/texts';
import { use, useSyncExternalStore } from 'react';
import { displayLanguage, subscribeDisplayLanguage } from './displayLanguage';

/** The language shown; a component using it renders again when the user switches. */
export function useDisplayLanguage() {
  return useSyncExternalStore(subscribeDisplayLanguage, displayLanguage, displayLanguage);
}

/**
 * A feature's texts in the language shown: suspends (the route's loader shows) while a
 * translation downloads the first time, renders again on a switch.
 */
export function useTexts<T extends object>(texts: T): T {
  const language = useDisplayLanguage();
  const pending = ensureTextsLoaded(texts, language);
  if (pending) use(pending);
  return texts;
}
