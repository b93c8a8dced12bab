import { afterEach, describe, expect, it } from 'vitest';
import { storedSessionProblem } from './storedSessionProblem';

describe('storedSessionProblem', () => {
  afterEach(() => localStorage.clear());

  it('reports a missing user', () => {
    expect(storedSessionProblem()).toBe('Données utilisateur non trouvées');
  });

  it('reports a stored record that is not a session', () => {
    localStorage.setItem('user', 'pas du json');
    expect(storedSessionProblem()).toBe('Structure de données utilisateur invalide');
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1' } }));
    expect(storedSessionProblem()).toBe('Structure de données utilisateur invalide');
  });

  it('reports a session with an empty token', () => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: '' }, token: '' }));
    expect(storedSessionProblem()).toBe('Format de données utilisateur invalide');
  });

  it('accepts a session with a token', () => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 'abc' }, token: 'abc' }));
    expect(storedSessionProblem()).toBeNull();
  });
});
