import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../lib/apiErrors';
import { saveFailureMessage, saveFailureTarget } from './saveFailureMessage';

const response = (status: number, message: string, field?: string): ApiFailure => ({
  kind: 'response',
  status,
  message,
  body: { success: false, error: message, message, field },
});

describe('saveFailureMessage', () => {
  it("shows the server's French text for a refused list", () => {
    expect(saveFailureMessage(response(400, 'Cet identifiant est déjà utilisé'))).toBe(
      'Cet identifiant est déjà utilisé',
    );
  });

  it('falls back to the spec text otherwise', () => {
    const fallback = 'Erreur lors de la sauvegarde des variables';
    expect(saveFailureMessage(response(500, 'Internal error'))).toBe(fallback);
    expect(saveFailureMessage(response(400, '  '))).toBe(fallback);
    expect(saveFailureMessage({ kind: 'network' })).toBe(fallback);
    expect(saveFailureMessage({ kind: 'timeout' })).toBe(fallback);
  });
});

describe('saveFailureTarget', () => {
  it('reads the card and field of a validation error', () => {
    expect(saveFailureTarget(response(400, 'x', 'variables.2.id'))).toEqual({ index: 2, field: 'id' });
    expect(saveFailureTarget(response(400, 'x', 'variables.0.type'))).toEqual({ index: 0, field: 'type' });
  });

  it('is null for anything else', () => {
    expect(saveFailureTarget(response(400, 'x', 'variables'))).toBeNull();
    expect(saveFailureTarget(response(400, 'x'))).toBeNull();
    expect(saveFailureTarget({ kind: 'network' })).toBeNull();
  });
});
