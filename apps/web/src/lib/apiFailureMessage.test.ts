import { describe, expect, it } from 'vitest';
import { apiFailureMessage } from './apiFailureMessage';

const fallback = 'Erreur lors du clonage du chatbot';

describe('apiFailureMessage', () => {
  it("shows the server's French text", () => {
    expect(
      apiFailureMessage(
        {
          kind: 'response',
          status: 404,
          message: 'Chatbot introuvable',
          body: { error: 'Chatbot introuvable' },
        },
        fallback,
      ),
    ).toBe('Chatbot introuvable');
  });

  it('falls back when the server sent no text', () => {
    expect(
      apiFailureMessage({ kind: 'response', status: 500, message: 'Internal', body: {} }, fallback),
    ).toBe(fallback);
    expect(apiFailureMessage({ kind: 'unknown', error: 1 }, fallback)).toBe(fallback);
  });

  it('uses the unreachable text when no answer came', () => {
    expect(apiFailureMessage({ kind: 'network' }, fallback, 'Impossible de contacter le serveur')).toBe(
      'Impossible de contacter le serveur',
    );
    expect(apiFailureMessage({ kind: 'timeout' }, fallback)).toBe(fallback);
  });
});
