import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireList } from '../api/wireTypes';
import { framePage } from '../test/framePage';
import { createListSheet } from './listSheet';

const LIST: WireList = {
  type: 'list',
  body: { text: 'Choisissez un rayon' },
  action: {
    button: 'Voir les rayons',
    sections: [
      { title: 'Mode', rows: [{ id: 'boubous', title: 'Boubous', description: 'Coton brodé' }] },
      { title: 'Maison', rows: [{ id: 'nattes', title: 'Nattes' }] },
    ],
  },
};

describe('the list sheet', () => {
  let sheet: HTMLElement;
  let opener: HTMLButtonElement;
  beforeEach(() => {
    sheet = framePage().sheet;
    opener = document.createElement('button');
    document.body.appendChild(opener);
  });

  it('lists the rows by section, the first focused', () => {
    const lists = createListSheet(sheet, vi.fn());
    lists.open(LIST, opener);
    expect(lists.isOpen()).toBe(true);
    expect(sheet.querySelector('#sheet-title')?.textContent).toBe('Voir les rayons');
    expect(Array.from(sheet.querySelectorAll('h3, button.row')).map((item) => item.textContent)).toEqual([
      'Mode',
      'BoubousCoton brodé',
      'Maison',
      'Nattes',
    ]);
    expect(document.activeElement?.textContent).toBe('BoubousCoton brodé');
    expect(sheet.querySelector('[aria-label="Fermer la liste"]')?.className).toBe('icon-button');
  });

  it('sends the chosen row, closes and gives the focus back to the list button', () => {
    const onChoose = vi.fn();
    const lists = createListSheet(sheet, onChoose);
    lists.open(LIST, opener);
    sheet.querySelector<HTMLButtonElement>('button.row')!.click();
    expect(onChoose).toHaveBeenCalledWith({ id: 'boubous', title: 'Boubous', description: 'Coton brodé' });
    expect(sheet.hidden).toBe(true);
    expect(sheet.children).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on its backdrop, not inside', () => {
    const lists = createListSheet(sheet, vi.fn());
    lists.open(LIST, opener);
    sheet.querySelector('h3')!.click();
    expect(lists.isOpen()).toBe(true);
    sheet.click();
    expect(lists.isOpen()).toBe(false);
  });

  it('offers its close button alone for a list without rows', () => {
    const lists = createListSheet(sheet, vi.fn());
    lists.open({ type: 'list', action: { sections: [] } }, opener);
    expect(sheet.querySelector('#sheet-title')?.textContent).toBe('Choix');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Fermer la liste');
  });
});
