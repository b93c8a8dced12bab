import { describe, expect, it } from 'vitest';
import { missingValuesNotices, slotName } from './missingValuesNotice';

describe('missingValuesNotices', () => {
  it('says how many get the fallback, and blocks a slot without one', () => {
    expect(
      missingValuesNotices([
        { key: 'body.1', count: 12, fallback: 'cher client' },
        { key: 'header.1', count: 0, fallback: 'Dakar' },
        { key: 'body.2', count: 1, fallback: ' ' },
        { key: 'button.0.1', count: 0, fallback: '' },
      ]),
    ).toEqual([
      {
        key: 'body.1',
        text: '12 destinataires n’ont pas de valeur pour {{1}} : « cher client » sera envoyé.',
        blocking: false,
      },
      {
        key: 'body.2',
        text: '1 destinataire n’a pas de valeur pour {{2}} et aucune valeur par défaut n’est indiquée : indiquez-en une pour envoyer.',
        blocking: true,
      },
      {
        key: 'button.0.1',
        text: 'Indiquez une valeur par défaut pour {{1}} du bouton 1 : elle sera envoyée à qui n’a pas de valeur.',
        blocking: true,
      },
    ]);
  });

  it('names header and button placeholders', () => {
    expect(slotName('header.1')).toBe('{{1}} de l’en-tête');
    expect(slotName('body.first_name')).toBe('{{first_name}}');
  });
});
