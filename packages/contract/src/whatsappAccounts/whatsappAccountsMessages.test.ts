import { describe, expect, it } from 'vitest';
import { whatsappAccountsMessages as m } from './whatsappAccountsMessages';

describe('cancelStep', () => {
  it('names a known step in French and any other text, inherited names included, as unknown', () => {
    expect(m.cancelStep('PHONE_NUMBER_SETUP')).toBe(
      'Configuration abandonnée à l’étape : ajout du numéro de téléphone',
    );
    for (const step of ['constructor', '__proto__', 'toString', 'INCONNU'])
      expect(m.cancelStep(step)).toBe('Configuration abandonnée avant la fin');
  });
});
