import type { CannedResponse } from '@griot/contract/inbox/inboxSchemas';
import { describe, expect, it } from 'vitest';
import { fillCannedVariables, filterCanned, findCannedQuery, insertCanned } from './cannedResponses';

const canned = (shortcut: string, text: string): CannedResponse => ({
  id: shortcut,
  shortcut,
  text,
  updated_at: '2026-11-26T10:00:00Z',
});

describe('canned responses in the composer', () => {
  it("finds the '/word' at the caret, only at the start of a word", () => {
    expect(findCannedQuery('/', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(findCannedQuery('Bonjour /mer', 12)).toEqual({ start: 8, end: 12, query: 'mer' });
    expect(findCannedQuery('Ligne\n/hor', 10)).toEqual({ start: 6, end: 10, query: 'hor' });
    expect(findCannedQuery('/récap', 6)?.query).toBe('récap');
    expect(findCannedQuery('https://griot.sn', 8)).toBeNull();
    expect(findCannedQuery('1/2', 3)).toBeNull();
    expect(findCannedQuery('/merci beaucoup', 15)).toBeNull();
    // The caret decides: in the middle of the text, the word before the caret.
    expect(findCannedQuery('/mer et la suite', 4)).toEqual({ start: 0, end: 4, query: 'mer' });
  });

  it('filters by shortcut first, then by text, ignoring case and accents', () => {
    const list = [
      canned('horaires', 'Nous sommes ouverts de 9 h à 18 h'),
      canned('merci', 'Merci !'),
      canned('recap', 'Récapitulatif de la commande'),
    ];
    expect(filterCanned(list, '').map((c) => c.shortcut)).toEqual(['horaires', 'merci', 'recap']);
    expect(filterCanned(list, 'MER').map((c) => c.shortcut)).toEqual(['merci']);
    expect(filterCanned(list, 'ouverts').map((c) => c.shortcut)).toEqual(['horaires']);
    expect(filterCanned(list, 'récap').map((c) => c.shortcut)).toEqual(['recap']);
    expect(filterCanned(list, 'commande').map((c) => c.shortcut)).toEqual(['recap']);
    expect(filterCanned(list, 'zzz')).toEqual([]);
  });

  it('fills the variables from the contact; unknown values become empty', () => {
    const awa = { name: '  Awa   Ndiaye ', phone: '+221 77 000 00 01' };
    expect(fillCannedVariables('Bonjour {{first_name}} ({{ name }}, {{PHONE}})', awa)).toBe(
      'Bonjour Awa (Awa Ndiaye, +221 77 000 00 01)',
    );
    const nobody = { name: '', phone: '' };
    expect(fillCannedVariables('Bonjour {{first_name}} !', nobody)).toBe('Bonjour !');
    expect(fillCannedVariables('Merci {{first_name}}, à bientôt', nobody)).toBe('Merci, à bientôt');
    expect(fillCannedVariables('Code {{order_id}}', awa)).toBe('Code {{order_id}}');
  });

  it('replaces the query by the filled text and puts the caret after it', () => {
    const query = findCannedQuery('Bonjour /mer fin', 12);
    if (!query) throw new Error('no query');
    expect(insertCanned('Bonjour /mer fin', query, 'Merci Awa !')).toEqual({
      text: 'Bonjour Merci Awa ! fin',
      caret: 19,
    });
  });
});
