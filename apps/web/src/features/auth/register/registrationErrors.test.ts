import type { ErrorBody } from '@griot/contract/errorBody';
import { messages } from '@griot/contract/messages';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../lib/apiErrors';
import { registrationCheckError, registrationFinalError } from './registrationErrors';

function response(status: number, body: Partial<ErrorBody>): ApiFailure {
  return { kind: 'response', status, message: body.message ?? `HTTP_${status}`, body };
}

const noResponse: ApiFailure[] = [
  { kind: 'timeout' },
  { kind: 'network' },
  { kind: 'unknown', error: new Error('x') },
];

describe('registrationCheckError', () => {
  it('names both values when the email and the phone are in use', () => {
    const failure = response(400, {
      message: 'autre',
      existingData: [{ email: 'awa@example.com', tel: '+221771234567' }],
    });
    expect(registrationCheckError(failure)).toEqual({
      message: "L'email et le numéro de téléphone sont déjà utilisés.",
    });
  });

  it('also finds both when they come in separate entries', () => {
    const failure = response(400, { existingData: [{ email: 'awa@example.com' }, { tel: '+221771234567' }] });
    expect(registrationCheckError(failure).message).toBe(messages.register.emailAndPhoneInUse);
  });

  it('points at the email when only the email is in use', () => {
    const failure = response(400, { existingData: [{ email: 'awa@example.com' }] });
    expect(registrationCheckError(failure)).toEqual({
      message: 'Cet email est déjà associé à un compte.',
      field: 'email',
    });
  });

  it('points at the phone when only the phone is in use', () => {
    const failure = response(400, { existingData: [{ tel: '+221771234567' }] });
    expect(registrationCheckError(failure)).toEqual({
      message: 'Ce numéro de téléphone est déjà associé à un compte.',
      field: 'phoneNumber',
    });
  });

  it("shows the server's message, on its field when it names a known one", () => {
    const message = 'Le numéro de téléphone doit contenir entre 9 et 9 chiffres.';
    expect(registrationCheckError(response(400, { message, field: 'phoneNumber' }))).toEqual({
      message,
      field: 'phoneNumber',
    });
    expect(registrationCheckError(response(429, { message: 'Trop de tentatives.', field: 'nope' }))).toEqual({
      message: 'Trop de tentatives.',
    });
  });

  it('falls back to the error text, then to the generic check failure', () => {
    expect(registrationCheckError(response(400, { error: 'Refusé' })).message).toBe('Refusé');
    expect(registrationCheckError(response(400, { existingData: [] })).message).toBe(
      'Erreur lors de la vérification des informations',
    );
  });

  it.each(noResponse)('answers the generic message without a response (%o)', (failure) => {
    expect(registrationCheckError(failure)).toEqual({
      message: 'Une erreur est survenue lors de la vérification de vos informations. Veuillez réessayer.',
    });
  });
});

describe('registrationFinalError', () => {
  it('asks for a new captcha when the server refused it', () => {
    const failure = response(400, { message: 'x', captcha: true, field: 'captchaResponse' });
    expect(registrationFinalError(failure)).toEqual({
      message: 'Captcha invalide. Veuillez réessayer.',
      captcha: true,
      field: 'captchaResponse',
    });
  });

  it("shows the server's message with its field", () => {
    const failure = response(400, { message: 'Le mot de passe est requis', field: 'password' });
    expect(registrationFinalError(failure)).toEqual({
      message: 'Le mot de passe est requis',
      field: 'password',
      captcha: false,
    });
  });

  it('prefixes the status when the server gave no text', () => {
    expect(registrationFinalError(response(502, {}))).toEqual({
      message: "Échec de l'inscription: erreur 502",
      captcha: false,
    });
  });

  it.each(noResponse)('answers the unexpected error without a response (%o)', (failure) => {
    expect(registrationFinalError(failure)).toEqual({
      message: "Une erreur inattendue s'est produite. Veuillez réessayer.",
      captcha: false,
    });
  });
});
