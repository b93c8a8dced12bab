import { ensureTextsLoaded } from '@griot/i18n/texts';
import { use, useSyncExternalStore } from 'react';
import { displayLanguage, subscribeDisplayLanguage, textsRevision } from './displayLanguage';

/** The language shown; a component using it renders again when the user switches. */
export function useDisplayLanguage() {
  return useSyncExternalStore(subscribeDisplayLanguage, displayLanguage, displayLanguage);
}

/**
 * Already there: `use` returns at once for a thenable React reads as fulfilled. `use` is called on
 * every render, loaded or not: called only while loading, the render React replays after the
 * download would run the component's other hooks under the wrong dispatcher (React error 467,
 * "Update hook called on initial render").
 */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * A feature's texts in the language shown: suspends (the route's loader shows) while a
 * translation downloads the first time, renders again on a switch.
 */
export function useTexts<T extends object>(texts: T): T {
  // Any translation arriving renders again: this screen may also read catalogues without the hook.
  useSyncExternalStore(subscribeDisplayLanguage, textsRevision, textsRevision);
  const language = displayLanguage();
  use(ensureTextsLoaded(texts, language) ?? READY);
  return texts;
}
