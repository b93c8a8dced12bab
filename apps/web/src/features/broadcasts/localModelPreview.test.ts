import { fillLocalContent } from '@griot/contract/broadcasts/localModelPlaceholders';
import { describe, expect, it } from 'vitest';
import { checkLocalModel, placeholderSummary, splitContent } from './localModelPreview';

describe('splitContent', () => {
  it('cuts the content into text and numbered placeholders, spaces inside braces allowed', () => {
    expect(splitContent('Bonjour {{1}}, -{{ 2 }} % !')).toEqual([
      { kind: 'text', text: 'Bonjour ' },
      { kind: 'placeholder', key: '1' },
      { kind: 'text', text: ', -' },
      { kind: 'placeholder', key: '2' },
      { kind: 'text', text: ' % !' },
    ]);
    expect(splitContent('{{1}}{{1}}')).toEqual([
      { kind: 'placeholder', key: '1' },
      { kind: 'placeholder', key: '1' },
    ]);
    expect(splitContent('')).toEqual([]);
  });

  it('leaves a name or a zero between braces as text', () => {
    expect(splitContent('Salut {{prenom}} {{0}}')).toEqual([
      { kind: 'text', text: 'Salut {{prenom}} {{0}}' },
    ]);
  });
});

describe('placeholderSummary', () => {
  it('counts distinct numbers, or gives the French reason of a gap, a name or a lone brace', () => {
    expect(placeholderSummary('Bonjour')).toEqual({ count: 0, error: undefined });
    expect(placeholderSummary('{{2}} puis {{1}} et {{1}}')).toEqual({ count: 2, error: undefined });
    const gap = 'Les variables doivent être numérotées {{1}}, {{2}}… sans trou';
    for (const content of ['{{1}} {{3}}', '{{2}}', '{{nom}}', 'Bonjour {{1', 'fin }}'])
      expect(placeholderSummary(content)).toEqual({ count: 0, error: gap });
  });
});

describe('checkLocalModel', () => {
  it('returns the trimmed fields the server stores', () => {
    expect(checkLocalModel({ title: ' relance_panier ', content: ' Bonjour {{1}} ', langage: 'wo' })).toEqual(
      {
        fields: { title: 'relance_panier', content: 'Bonjour {{1}}', langage: 'wo' },
      },
    );
  });

  it('returns the first French error of each field', () => {
    expect(checkLocalModel({ title: 'promo !', content: '{{1}} {{3}}', langage: 'de' })).toEqual({
      errors: {
        title:
          'Le titre ne peut contenir que des lettres, des chiffres, des espaces, des tirets (-) et des tirets bas (_)',
        content: 'Les variables doivent être numérotées {{1}}, {{2}}… sans trou',
        langage: 'Choisissez la langue du modèle : français, anglais, wolof, arabe, portugais ou espagnol',
      },
    });
    expect(checkLocalModel({ title: '', content: '', langage: 'fr' })).toEqual({
      errors: { title: 'Le titre est obligatoire', content: 'Le contenu est obligatoire' },
    });
  });
});

describe('fillLocalContent', () => {
  it('puts each value in its {{n}}, and marks a missing one for the preview', () => {
    expect(fillLocalContent('Bonjour {{1}}, -{{ 2 }} %', { '1': 'Awa', '2': '20' })).toBe(
      'Bonjour Awa, -20 %',
    );
    expect(fillLocalContent('Bonjour {{1}} {{2}}', { '1': '$& Awa' }, (key) => `[${key}]`)).toBe(
      'Bonjour $& Awa [2]',
    );
  });
});
