import { ORPCError } from '@orpc/client';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from './InvalidResponseError';
import { settingsLoadError } from './settingsLoadError';

const httpError = (status: number, text?: string) =>
  new ORPCError(`HTTP_${status}`, {
    status,
    message: text ?? 'HTTP error',
    data: text ? { success: false, error: text, message: text } : undefined,
  });

describe('settingsLoadError', () => {
  it('ends the session on a 401', () => {
    expect(settingsLoadError(httpError(401, 'Session expirée, veuillez vous reconnecter'))).toEqual({
      kind: 'unauthorized',
    });
  });

  it('has no data to show for an unknown chatbot', () => {
    const notFound = { kind: 'notFound', message: 'Aucune donnée de chatbot disponible' };
    expect(settingsLoadError(httpError(404, 'Chatbot introuvable'))).toEqual(notFound);
    expect(settingsLoadError(httpError(400, 'Chatbot introuvable'))).toEqual(notFound);
  });

  it('reports a response without a chatbot', () => {
    expect(settingsLoadError(new InvalidResponseError())).toEqual({
      kind: 'failed',
      message: 'Format de réponse invalide',
    });
  });

  it('reports any other failure as a failed load', () => {
    const failed = { kind: 'failed', message: 'Erreur lors de la récupération des détails du chatbot' };
    expect(settingsLoadError(httpError(500))).toEqual(failed);
    expect(settingsLoadError(new TypeError('Failed to fetch'))).toEqual(failed);
    expect(settingsLoadError(new Error('?'))).toEqual(failed);
  });
});
