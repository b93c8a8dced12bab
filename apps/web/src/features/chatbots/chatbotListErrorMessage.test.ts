import { describe, expect, it } from 'vitest';
import { asksToReconnect, chatbotListErrorMessage } from './chatbotListErrorMessage';

const response = (status: number, error?: string) => ({
  kind: 'response' as const,
  status,
  message: error ?? 'HTTP error',
  body: error ? { error, message: error } : {},
});

describe('chatbotListErrorMessage', () => {
  it('reports a stored session that lacks the user or the token', () => {
    expect(chatbotListErrorMessage({ kind: 'noUser' })).toBe(
      'Données utilisateur non trouvées. Veuillez vous reconnecter.',
    );
    expect(chatbotListErrorMessage({ kind: 'noToken' })).toBe(
      "Token d'authentification non trouvé. Veuillez vous reconnecter.",
    );
  });

  it('maps 401 to the session-expired message', () => {
    expect(chatbotListErrorMessage(response(401, 'Session expirée, veuillez vous reconnecter'))).toBe(
      'Session expirée ou non autorisée. Veuillez vous reconnecter.',
    );
  });

  it('treats 404 as an empty list, not an error', () => {
    expect(chatbotListErrorMessage(response(404))).toBeNull();
  });

  it("shows a 500's server text, else the internal-error message", () => {
    expect(chatbotListErrorMessage(response(500, 'Base de données indisponible'))).toBe(
      'Base de données indisponible',
    );
    expect(chatbotListErrorMessage(response(500))).toBe('Erreur interne du serveur.');
  });

  it('names the status of any other failure', () => {
    expect(chatbotListErrorMessage(response(403))).toBe('Erreur lors du chargement des chatbots (403).');
    expect(chatbotListErrorMessage(response(502))).toBe('Erreur lors du chargement des chatbots (502).');
  });

  it('tells when the server cannot be reached', () => {
    const expected = 'Impossible de communiquer avec le serveur. Veuillez vérifier votre connexion.';
    expect(chatbotListErrorMessage({ kind: 'network' })).toBe(expected);
    expect(chatbotListErrorMessage({ kind: 'timeout' })).toBe(expected);
  });

  it('falls back to the generic message', () => {
    expect(chatbotListErrorMessage({ kind: 'unknown', error: new Error('x') })).toBe(
      'Une erreur est survenue lors du chargement des chatbots.',
    );
  });
});

describe('asksToReconnect', () => {
  it('is true when the message contains "reconnecter"', () => {
    expect(asksToReconnect('Session expirée ou non autorisée. Veuillez vous reconnecter.')).toBe(true);
    expect(asksToReconnect('Erreur interne du serveur.')).toBe(false);
  });
});
