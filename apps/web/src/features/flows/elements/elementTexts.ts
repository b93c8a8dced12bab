import type { AnswerType, ElementType } from '@griot/contract/flows/flowConstants';
import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The elements' and their editors' texts (i18n/fr.ts, en.ts, es.ts), read where shown. */
export const elementTexts = defineTexts('web.flows.elements', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});

/** An element type's name, in the language shown. */
export function elementLabel(type: ElementType): string {
  return elementTexts.types[type].label;
}

/** What an element type does: the toolbar's hover text. */
export function elementDescription(type: ElementType): string {
  const description = elementTexts.types[type].description;
  // The text element's description quotes the '{{…}}' syntax: a message (with no value to give).
  return typeof description === 'function' ? description({}) : description;
}

/** An answer type's name (the 'answer' element's expected reply). */
export function answerLabel(type: AnswerType): string {
  return elementTexts.answerTypes[type];
}
