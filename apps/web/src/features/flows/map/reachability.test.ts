import { describe, expect, it } from 'vitest';
import { reachableFrom } from './reachability';

describe('reachableFrom', () => {
  it('walks every path from the entries, through loops, and leaves the rest out', () => {
    const edges = [
      { source: 'accueil', target: 'menu' },
      { source: 'menu', target: 'livraison' },
      { source: 'livraison', target: 'menu' },
      { source: 'orphelin', target: 'livraison' },
    ];
    expect([...reachableFrom(['accueil'], edges)].sort()).toEqual(['accueil', 'livraison', 'menu']);
  });

  it('counts the entries themselves as reached, even with no edge', () => {
    expect([...reachableFrom(['accueil', 'defaut'], [])]).toEqual(['accueil', 'defaut']);
  });
});
