import { describe, expect, it } from 'vitest';
import { validateVariables } from './validateVariables';

const messagesOf = (drafts: Parameters<typeof validateVariables>[0]) =>
  validateVariables(drafts).errors.map((list) => list.map((issue) => issue.message));

describe('validateVariables', () => {
  it('is invalid without any variable', () => {
    expect(validateVariables([])).toEqual({ errors: [], valid: false });
  });

  it('accepts complete, distinct variables', () => {
    const result = validateVariables([
      { id: 'user_name', slug: 'User Name', type: 'text' },
      { id: 'position', slug: 'Position', type: 'location' },
    ]);
    expect(result).toEqual({ errors: [[], []], valid: true });
  });

  it('names each missing field in the French of the spec', () => {
    const result = validateVariables([{ id: ' ', slug: '', type: '' }]);
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toEqual([
      { field: 'id', message: "L'identifiant est requis" },
      { field: 'slug', message: "Le nom d'affichage est requis" },
      { field: 'type', message: 'Le type est requis' },
    ]);
  });

  it('flags a non-empty id already used by an earlier variable', () => {
    const result = messagesOf([
      { id: 'age', slug: 'Age', type: 'text' },
      { id: ' age', slug: 'Âge', type: 'any_type' },
      { id: '', slug: 'A', type: 'text' },
      { id: '', slug: 'B', type: 'text' },
    ]);
    expect(result).toEqual([
      [],
      ['Cet identifiant est déjà utilisé'],
      ["L'identifiant est requis"],
      ["L'identifiant est requis"],
    ]);
  });

  it('applies the server rules on the characters and on the global names', () => {
    const result = messagesOf([
      { id: 'mon id', slug: 'Mon Id', type: 'text' },
      { id: 'first_name', slug: 'Prénom', type: 'text' },
    ]);
    expect(result).toEqual([
      ["L'identifiant ne doit contenir que des lettres, chiffres et _ (50 caractères au plus)"],
      ['Cet identifiant est réservé à une variable globale'],
    ]);
  });
});
