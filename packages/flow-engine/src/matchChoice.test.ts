import { normalizeChoiceTitle } from '@griot/contract/flows/normalizeChoiceTitle';
import { describe, expect, it } from 'vitest';
import { type ChoiceElement, choicesOf, matchChoice } from './matchChoice';

const buttons: ChoiceElement = {
  type: 'text_button',
  message: 'Que voulez-vous ?',
  buttons: [
    { id: 'menu', title: 'Été indien' },
    { id: 'menu', title: 'Promo', payload: '{{offre}}=promo' },
    { id: 'aide', title: 'Aide' },
  ],
};
const list: ChoiceElement = {
  type: 'list',
  interactive: {
    type: 'list',
    body: { text: 'Choisissez' },
    action: {
      button: 'Voir',
      sections: [
        { title: 'A', rows: [{ id: 'dakar', title: 'Dakar' }] },
        { title: 'B', rows: [{ id: 'thies', title: 'Thiès', description: 'Ville' }] },
      ],
    },
  },
};

describe('matchChoice', () => {
  it('finds a tap by id and title, then by id, then by title', () => {
    expect(matchChoice(buttons, { type: 'button', id: 'menu', title: 'Promo' })).toEqual({
      target: 'menu',
      title: 'Promo',
      payload: '{{offre}}=promo',
    });
    expect(matchChoice(buttons, { type: 'button', id: 'aide' })?.title).toBe('Aide');
    expect(matchChoice(buttons, { type: 'button', id: 'ancien-id', title: 'Aide' })?.target).toBe('aide');
    expect(matchChoice(buttons, { type: 'button', id: 'ailleurs', title: 'Autre' })).toBeUndefined();
  });

  it("prefers the channel's payload when it returns one", () => {
    expect(
      matchChoice(buttons, { type: 'button', id: 'aide', title: 'Aide', payload: 'redirect_to=x' }),
    ).toEqual({
      target: 'aide',
      title: 'Aide',
      payload: 'redirect_to=x',
    });
  });

  it('matches typed titles ignoring case, accents and spaces, or an option number', () => {
    expect(matchChoice(buttons, { type: 'text', text: '  ete  INDIEN ' })?.title).toBe('Été indien');
    expect(matchChoice(buttons, { type: 'text', text: '3' })?.target).toBe('aide');
    expect(matchChoice(buttons, { type: 'text', text: '4' })).toBeUndefined();
    expect(matchChoice(buttons, { type: 'text', text: 'bonjour' })).toBeUndefined();
    expect(matchChoice(buttons, { type: 'text', text: '   ' })).toBeUndefined();
  });

  it('reads list rows across sections', () => {
    expect(choicesOf(list).map((choice) => choice.target)).toEqual(['dakar', 'thies']);
    expect(matchChoice(list, { type: 'list', id: 'thies', title: 'Thiès' })?.target).toBe('thies');
    expect(matchChoice(list, { type: 'text', text: 'thies' })?.target).toBe('thies');
  });

  it('ignores media and locations', () => {
    expect(matchChoice(list, { type: 'location', latitude: 1, longitude: 2 })).toBeUndefined();
    expect(matchChoice(list, { type: 'media', mediaType: 'image', url: 'https://i' })).toBeUndefined();
  });

  it('normalizes for comparison', () => {
    expect(normalizeChoiceTitle('  Ça  VA ')).toBe('ca va');
  });
});
