import { describe, expect, it } from 'vitest';
import { CARD_NAME_MAX, CARD_NAME_MAX_PHONE, shortenCardName } from './shortenCardName';

describe('shortenCardName', () => {
  it('keeps a name that fits as it is', () => {
    expect(shortenCardName('  Ndiaye Tissus — Médina  ', CARD_NAME_MAX)).toBe('Ndiaye Tissus — Médina');
    expect(shortenCardName('a'.repeat(CARD_NAME_MAX), CARD_NAME_MAX)).toBe('a'.repeat(CARD_NAME_MAX));
  });

  it('keeps the end of two long names that begin alike, so they read apart', () => {
    const prefix = 'Ndiaye Tissus et Bazin Riche de Dakar — Boutique officielle de';
    const medina = shortenCardName(`${prefix} la Médina`, CARD_NAME_MAX);
    const sandaga = shortenCardName(`${prefix} Sandaga`, CARD_NAME_MAX);
    expect(medina).not.toBe(sandaga);
    expect(medina).toMatch(/^Ndiaye Tissus .* … .*la Médina$/);
    expect(sandaga).toMatch(/ … .*Sandaga$/);
    expect(Array.from(medina).length).toBeLessThanOrEqual(CARD_NAME_MAX + 2);
  });

  it('on a phone, keeps whole words at both ends', () => {
    expect(shortenCardName('Ndiaye Tissus et Bazin — Boutique Médina', CARD_NAME_MAX_PHONE)).toBe(
      'Ndiaye Tissus … Boutique Médina',
    );
    expect(shortenCardName('Ndiaye Tissus et Bazin — Boutique Sandaga', CARD_NAME_MAX_PHONE)).toBe(
      'Ndiaye Tissus … Boutique Sandaga',
    );
  });

  it('cuts between words where it can', () => {
    expect(shortenCardName('Restaurant Chez Fatou Mbaye Spécialités Sénégalaises Almadies Ngor', 40)).toBe(
      'Restaurant Chez Fatou … Almadies Ngor',
    );
  });

  it('never splits an emoji', () => {
    const shortened = shortenCardName(`${'🤖'.repeat(30)}${'x'.repeat(30)}`, CARD_NAME_MAX);
    expect(shortened).toMatch(/^(🤖)+ … x+$/u);
  });
});
