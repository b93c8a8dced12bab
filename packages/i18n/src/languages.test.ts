import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromBrowser, pickLanguage } from './languages';

describe('languages', () => {
  it('falls back to French for what is not ours', () => {
    expect(pickLanguage('en')).toBe('en');
    expect(pickLanguage('de')).toBe('fr');
    expect(pickLanguage('xx')).toBe('fr');
    expect(pickLanguage(undefined)).toBe('fr');
    expect(pickLanguage({ language: 'en' })).toBe('fr');
  });

  it('reads Accept-Language by quality, ignoring what it cannot read', () => {
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('de-DE,es;q=0.5,fr;q=0.9')).toBe('fr');
    expect(languageFromAcceptLanguage('de, xx;q=0.3')).toBeUndefined();
    expect(languageFromAcceptLanguage('es;q=abc, en;q=0')).toBeUndefined();
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
    expect(languageFromAcceptLanguage(`en,${'x'.repeat(10_000)}`)).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('takes the first of our languages a browser prefers', () => {
    expect(languageFromBrowser(['de-DE', 'es-419', 'en'])).toBe('es');
    expect(languageFromBrowser(['de-DE'])).toBeUndefined();
  });
});
