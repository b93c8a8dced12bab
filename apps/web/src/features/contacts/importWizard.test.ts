import { describe, expect, it } from 'vitest';
import { assignColumn, hasPhoneColumn, importPercent, mappingTargets, problemsCsv } from './importWizard';

describe('import wizard helpers', () => {
  it('gives a field to one column at most: choosing it for another frees the first', () => {
    const mapping = { Téléphone: 'phone', Mobile: '', Nom: 'full_name' };
    expect(assignColumn(mapping, 'Mobile', 'phone')).toEqual({
      Téléphone: '',
      Mobile: 'phone',
      Nom: 'full_name',
    });
    // 'Ne pas importer' may be chosen by any number of columns.
    expect(assignColumn({ A: '', B: '' }, 'A', '')).toEqual({ A: '', B: '' });
    expect(hasPhoneColumn(mapping)).toBe(true);
    expect(hasPhoneColumn({ Nom: 'full_name' })).toBe(false);
  });

  it('lists the fields, then the chatbot’s variables by their name', () => {
    const targets = mappingTargets([{ id: 'city', slug: 'Ville' }], {
      ignore: 'Ne pas importer',
      fields: {
        phone: 'Numéro',
        first_name: 'Prénom',
        last_name: 'Nom',
        full_name: 'Nom complet',
        email: 'E-mail',
        tags: 'Tags',
        opt_in_date: 'Date',
      },
      variable: ({ name }) => `Variable « ${name} »`,
    });
    expect(targets[0]).toEqual({ value: '', label: 'Ne pas importer' });
    expect(targets.at(-1)).toEqual({ value: 'variable:city', label: 'Variable « Ville »' });
    expect(targets).toHaveLength(9);
  });

  it('computes the progress and writes the problems as a CSV Excel opens', () => {
    expect(importPercent(undefined)).toBe(0);
    expect(importPercent({ rowsRead: 250, rowsTotal: 1000 })).toBe(25);
    expect(importPercent({ rowsRead: 5, rowsTotal: 0 })).toBe(0);
    const csv = problemsCsv(
      [
        { line: 3, reason: 'Numéro invalide' },
        { line: 9, reason: 'Doublon; voir "ligne 2"' },
      ],
      { line: 'Ligne', reason: 'Raison' },
    );
    expect(csv).toBe('\uFEFFLigne;Raison\r\n3;Numéro invalide\r\n9;"Doublon; voir ""ligne 2"""\r\n');
  });
});
