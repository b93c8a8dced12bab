import { describe, expect, it } from 'vitest';
import { generateIdblock, idblockSlug } from './idblock';

describe('idblock generation', () => {
  it('lower-cases, removes accents and symbols, and joins words with hyphens', () => {
    expect(idblockSlug('Menu Été')).toBe('menu-ete');
    expect(idblockSlug("L'offre #1 !")).toBe('loffre-1');
    expect(idblockSlug('  Plusieurs   espaces ')).toBe('plusieurs-esp');
  });

  it('cuts the slug to 13 characters and adds a hyphen and 6 alphanumerics: 20 at most', () => {
    const id = generateIdblock('Commandes en attente de paiement');
    expect(id).toMatch(/^commandes-en-[a-z0-9]{6}$/);
    expect(id.length).toBeLessThanOrEqual(20);
    expect(idblockSlug('Commandes en attente')).toHaveLength(12);
  });

  it('does not leave a hyphen at the end of a cut slug', () => {
    expect(idblockSlug('Bienvenue au magasin')).toBe('bienvenue-au');
  });

  it('uses the random source it is given', () => {
    expect(generateIdblock('Accueil', () => 0)).toBe('accueil-aaaaaa');
    expect(generateIdblock('Accueil', (size) => size - 1)).toBe('accueil-999999');
  });

  it('falls back to "bloc" for a name with nothing usable', () => {
    expect(generateIdblock('!!!', () => 1)).toBe('bloc-bbbbbb');
  });

  it('draws different ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => generateIdblock('Accueil')));
    expect(ids.size).toBe(200);
  });
});
