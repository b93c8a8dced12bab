import { setLanguageSource } from '@griot/i18n/currentLanguage';
import type { DisplayLanguage } from '@griot/i18n/languages';
import { loadEveryLanguage } from '@griot/i18n/texts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { broadcastMessages, parameterName } from './broadcastMessages';

let language: DisplayLanguage = 'fr';
beforeAll(async () => {
  setLanguageSource(() => language);
  await loadEveryLanguage();
});
afterEach(() => {
  language = 'fr';
});

describe('parameterName', () => {
  it('names a template parameter in words, never by the form’s key', () => {
    expect(parameterName('body.1')).toBe('La variable {{1}} du message');
    expect(parameterName('header.1')).toBe('La variable {{1}} de l’en-tête');
    expect(parameterName('button.0.1')).toBe('La variable {{1}} du bouton 1');
    expect(parameterName('body.first_name')).toBe('La variable {{first_name}} du message');
    expect(parameterName('footer')).toBe('La variable {{footer}}');
    expect(broadcastMessages.parameterMissing({ parameter: parameterName('body.2') })).toBe(
      "La variable {{2}} du message n'a pas de valeur",
    );
  });

  it('keeps the double braces in every language', () => {
    language = 'en';
    expect(parameterName('button.1.3')).toBe('Variable {{3}} in button 2');
    expect(broadcastMessages.local.placeholders({})).toBe(
      'Variables must be numbered {{1}}, {{2}}… with no gaps',
    );
    language = 'es';
    expect(parameterName('header.1')).toBe('La variable {{1}} del encabezado');
  });
});
