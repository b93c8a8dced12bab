import { describe, expect, it } from 'vitest';
import { linkStatus, matchesFilter } from './linkStatus';

describe('linkStatus', () => {
  it('says loading, isolated, connected, and connected+ above 5 links', () => {
    expect(linkStatus(3, true)).toBe('loading');
    expect(linkStatus(0, false)).toBe('isolated');
    expect(linkStatus(5, false)).toBe('connected');
    expect(linkStatus(6, false)).toBe('connectedPlus');
  });

  it('filters without case or accents', () => {
    expect(matchesFilter('', 'x')).toBe(true);
    expect(matchesFilter('ACCUEIL', 'Menu', 'Accueil')).toBe(true);
    expect(matchesFilter('reglage', 'Réglages')).toBe(true);
    expect(matchesFilter('zz', 'Menu')).toBe(false);
  });
});
