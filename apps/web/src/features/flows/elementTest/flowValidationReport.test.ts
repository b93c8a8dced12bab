import { describe, expect, it } from 'vitest';
import { flowValidationReport } from './flowValidationReport';

describe('flowValidationReport', () => {
  it('is empty for a valid flow and names each problem by position', () => {
    expect(flowValidationReport([{ type: 'text', message: 'Bonjour' }])).toEqual({
      errors: [],
      incomplete: [],
    });
    expect(
      flowValidationReport([
        { type: 'text', message: 'ok' },
        { type: 'delay', timmer: '9' },
      ]).errors,
    ).toEqual(['Élément 2 : Le délai doit être compris entre 1 et 5 secondes']);
  });

  it('reports what an element lacks, and repeated titles as the server refuses them', () => {
    expect(
      flowValidationReport([
        { type: 'text', message: '' },
        {
          type: 'list',
          interactive: {
            type: 'list',
            body: { text: 'Menu' },
            action: { button: 'Voir', sections: [{ title: 'Plats', rows: [] }] },
          },
        },
      ]),
    ).toEqual({
      errors: [],
      incomplete: ['Élément 1 : Le texte du message est vide.', 'Élément 2 : La liste n’a aucune ligne.'],
    });
    expect(
      flowValidationReport([
        {
          type: 'text_button',
          message: 'Choix',
          buttons: [
            { id: 'a', title: 'Oui' },
            { id: 'b', title: 'Oui' },
          ],
        },
      ]).errors,
    ).toEqual([
      'Élément 1 : Deux boutons portent le même titre « Oui » : le client ne pourrait pas les distinguer.',
    ]);
  });
});
