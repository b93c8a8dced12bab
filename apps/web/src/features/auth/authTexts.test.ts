import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { textAround } from '../../lib/i18n/messageParts';
import { authTexts } from './authTexts';
import { phoneExampleHint } from './register/phoneFormat';
import { registerTexts } from './register/registerTexts';

describe('the auth screens’ messages with values', () => {
  afterEach(() => switchLanguage('fr'));

  it('keep the French of the spec', () => {
    expect(textAround(authTexts.forgot.sent, 'email')).toEqual([
      'Si un compte correspond à ',
      ', vous allez recevoir un lien pour choisir un nouveau mot de passe. Il est valable une heure.',
    ]);
    expect(textAround(registerTexts.verification.acceptTerms, 'terms')).toEqual(["J'accepte les ", '']);
    expect(registerTexts.password.hint({ count: 8 })).toBe('Au moins 8 caractères');
  });

  it('read in English once switched', async () => {
    await switchLanguage('en');
    expect(authTexts.slides.dot({ number: 2, title: authTexts.slides.everywhere.title })).toBe(
      'Slide 2: Your customers, anywhere, any time',
    );
    expect(textAround(authTexts.forgot.sent, 'email')[0]).toBe('If an account matches ');
    expect(textAround(registerTexts.verification.acceptTerms, 'terms')).toEqual(['I accept the ', '']);
    expect(registerTexts.password.hint({ count: 8 })).toBe('At least 8 characters');
    expect(phoneExampleHint('SN')).toMatch(/^E\.g\. 7\d /);
  });

  it('read in Spanish once switched', async () => {
    await switchLanguage('es');
    expect(textAround(authTexts.forgot.sent, 'email')).toEqual([
      'Si hay una cuenta con ',
      ', recibirás un enlace para elegir una nueva contraseña. Es válido durante una hora.',
    ]);
    expect(registerTexts.password.hint({ count: 8 })).toBe('Al menos 8 caracteres');
  });
});
