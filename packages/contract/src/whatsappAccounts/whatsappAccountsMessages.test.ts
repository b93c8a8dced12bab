import { setLanguageSource } from '@griot/i18n/currentLanguage';
import type { DisplayLanguage } from '@griot/i18n/languages';
import { loadEveryLanguage } from '@griot/i18n/texts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cancelStep } from './whatsappAccountsMessages';

let language: DisplayLanguage = 'fr';
beforeAll(async () => {
  setLanguageSource(() => language);
  await loadEveryLanguage();
});
afterEach(() => {
  language = 'fr';
});

describe('cancelStep', () => {
  it('names a known step in French and any other text, inherited names included, as unknown', () => {
    expect(cancelStep('PHONE_NUMBER_SETUP')).toBe(
      'Configuration abandonnée à l’étape : ajout du numéro de téléphone',
    );
    for (const step of ['constructor', '__proto__', 'toString', 'INCONNU'])
      expect(cancelStep(step)).toBe('Configuration abandonnée avant la fin');
  });

  it('names the step in the language shown', () => {
    language = 'en';
    expect(cancelStep('PHONE_NUMBER_SETUP')).toBe('Setup abandoned at step: adding the phone number');
    expect(cancelStep('constructor')).toBe('Setup abandoned before the end');
    language = 'es';
    expect(cancelStep('PHONE_NUMBER_SETUP')).toBe(
      'Configuración abandonada en el paso: añadir el número de teléfono',
    );
  });
});
