import { describe, expect, it } from 'vitest';
import { broadcastMessages, parameterName } from './broadcastMessages';

describe('parameterName', () => {
  it('names a template parameter in words, never by the form’s key', () => {
    expect(parameterName('body.1')).toBe('La variable {{1}} du message');
    expect(parameterName('header.1')).toBe('La variable {{1}} de l’en-tête');
    expect(parameterName('button.0.1')).toBe('La variable {{1}} du bouton 1');
    expect(parameterName('body.first_name')).toBe('La variable {{first_name}} du message');
    expect(broadcastMessages.parameterMissing('body.2')).toBe(
      "La variable {{2}} du message n'a pas de valeur",
    );
  });
});
