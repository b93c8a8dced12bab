import { describe, expect, it } from 'vitest';
import { createLookup, interpolate } from './interpolate';

describe('interpolate', () => {
  const lookup = createLookup(
    { first_name: 'Awa', phone_number: '221770000000' },
    { ville: 'Dakar', first_name: 'Fatou' },
    [
      { id: 'ville', slug: 'Ville de résidence', type: 'text' },
      { id: 'v2', slug: 'offre', type: 'text' },
    ],
  );

  it('replaces variables, session ones over globals', () => {
    expect(interpolate('Bonjour {{first_name}} de {{ville}} ({{phone_number}})', lookup)).toBe(
      'Bonjour Fatou de Dakar (221770000000)',
    );
  });

  it('turns unknown variables into empty text and tolerates spaces', () => {
    expect(interpolate('[{{inconnu}}][{{ ville }}]', lookup)).toBe('[][Dakar]');
  });

  it('reads own variables only: inherited names are unknown', () => {
    expect(interpolate('[{{constructor}}][{{__proto__}}][{{toString}}]', lookup)).toBe('[][][]');
  });

  it('understands a declared slug', () => {
    expect(interpolate('{{Ville de résidence}}', lookup)).toBe('Dakar');
    expect(interpolate('{{offre}}', lookup)).toBe('');
  });

  it('leaves text without placeholders and lone braces alone', () => {
    expect(interpolate('a { b } c', lookup)).toBe('a { b } c');
    expect(interpolate('{{ville}', lookup)).toBe('{{ville}');
  });
});
