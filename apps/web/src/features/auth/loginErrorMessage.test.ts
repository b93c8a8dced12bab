import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './loginErrorMessage';

const response = (status: number, message = '') => ({ kind: 'response' as const, status, message, body: {} });

describe('loginErrorMessage', () => {
  it.each([
    [400, 'Email ou mot de passe manquant'],
    [401, 'Mot de passe incorrect'],
    [404, 'Utilisateur introuvable'],
  ])('maps %i to "%s"', (status, expected) => {
    expect(loginErrorMessage(response(status))).toBe(expected);
  });

  it('shows the server text for other statuses, else the generic login failure', () => {
    expect(loginErrorMessage(response(429, 'Trop de tentatives. Veuillez réessayer dans 3 minutes.'))).toBe(
      'Trop de tentatives. Veuillez réessayer dans 3 minutes.',
    );
    expect(loginErrorMessage(response(500))).toBe('Erreur lors de la connexion');
  });

  it('tells when the server cannot be reached', () => {
    expect(loginErrorMessage({ kind: 'network' })).toBe(
      'Impossible de joindre le serveur. Veuillez réessayer plus tard.',
    );
    expect(loginErrorMessage({ kind: 'timeout' })).toBe(
      'Impossible de joindre le serveur. Veuillez réessayer plus tard.',
    );
  });

  it('falls back to the generic message', () => {
    expect(loginErrorMessage({ kind: 'unknown', error: new Error('x') })).toBe(
      'Une erreur est survenue. Veuillez réessayer.',
    );
  });
});
