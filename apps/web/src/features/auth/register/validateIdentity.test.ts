import { describe, expect, it } from 'vitest';
import type { IdentityValues } from './validateIdentity';
import { toIdentityPayload, validateIdentity } from './validateIdentity';
import { validatePassword } from './validatePassword';

const valid: IdentityValues = {
  firstname: 'Awa',
  lastname: 'Diop',
  company: 'Teranga Shop',
  email: 'awa@example.com',
  country: 'SN',
  phoneNumber: '771234567',
  userType: 'personal',
};

describe('validateIdentity', () => {
  it('accepts a complete identity', () => {
    expect(validateIdentity(valid)).toEqual({});
  });

  it("names every missing field with the spec's message", () => {
    const empty = { ...valid, firstname: ' ', lastname: '', company: '', email: '', phoneNumber: '' };
    expect(validateIdentity(empty)).toEqual({
      firstname: 'Le prénom est requis',
      lastname: 'Le nom est requis',
      company: "Le nom de l'entreprise est requis",
      email: "L'email est requis",
      phoneNumber: 'Le numéro de téléphone est requis',
    });
  });

  it('checks the email pattern, the country and the per-country phone length', () => {
    expect(validateIdentity({ ...valid, email: 'awa@example' }).email).toBe(
      'Veuillez entrer une adresse email valide',
    );
    expect(validateIdentity({ ...valid, country: '' }).country).toBe('Le pays est requis');
    expect(validateIdentity({ ...valid, phoneNumber: '7712' }).phoneNumber).toBe(
      'Le numéro est trop court (4/9 chiffres minimum)',
    );
    expect(validateIdentity({ ...valid, phoneNumber: '7712345678' }).phoneNumber).toBe(
      'Le numéro est trop long (10/9 chiffres maximum)',
    );
  });

  it('sends the phone as dial code plus digits, the text trimmed', () => {
    expect(toIdentityPayload({ ...valid, firstname: ' Awa ', email: ' awa@example.com ' })).toEqual({
      ...valid,
      phoneNumber: '+221771234567',
    });
  });
});

describe('validatePassword', () => {
  it("gives the spec's messages", () => {
    expect(validatePassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'Le mot de passe est requis',
      confirmPassword: 'Veuillez confirmer votre mot de passe',
    });
    expect(validatePassword({ password: 'court', confirmPassword: 'autre' })).toEqual({
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
    expect(validatePassword({ password: 'assez long', confirmPassword: 'assez long' })).toEqual({});
  });
});
