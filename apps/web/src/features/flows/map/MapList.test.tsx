import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBlock } from '../test/playgroundTestData';
import { MapList } from './MapList';
import { buildMapGraph } from './mapGraph';

afterEach(cleanup);

const graph = buildMapGraph([
  buildBlock({
    idblock: 'accueil',
    blockname: '',
    type: 'starter',
    category: 'welcome',
    flow: [
      {
        type: 'text_button',
        message: '?',
        buttons: [
          { id: 'menu', title: 'Voir le menu' },
          { id: 'agent', title: 'Un conseiller' },
        ],
      },
      {
        type: 'split',
        branches: [
          { block: 'menu', weight: 3 },
          { block: 'promo', weight: 1 },
        ],
      },
    ],
  }),
  buildBlock({ idblock: 'menu', blockname: 'Menu' }),
  buildBlock({
    idblock: 'promo',
    blockname: 'Promotion',
    flow: [{ type: 'wait_until', cancel_on_reply: true }],
  }),
]);

describe('MapList', () => {
  it("writes each block's links with what makes them, and its flags", () => {
    render(
      <MantineProvider>
        <MapList graph={graph} selected={undefined} onOpen={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByText('→ Menu (Voir le menu · 75 %)')).toBeTruthy();
    expect(screen.getByText('→ Agent humain (Un conseiller)')).toBeTruthy();
    expect(screen.getByText('→ Promotion (25 %)')).toBeTruthy();
    expect(screen.getByText("Point d'entrée")).toBeTruthy();
    // The wait has neither time nor days: a draft.
    expect(screen.getByText('Éléments incomplets')).toBeTruthy();
    expect(screen.getAllByText('Ne mène à aucun autre bloc')).toHaveLength(2);
  });

  it('filters by name, without accents or case, and a tap opens the block', () => {
    const onOpen = vi.fn();
    render(
      <MantineProvider>
        <MapList graph={graph} selected={undefined} onOpen={onOpen} />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher un bloc' }), {
      target: { value: 'PROMOTION' },
    });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Promotion' }));
    expect(onOpen).toHaveBeenCalledWith('promo');
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher un bloc' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText('Aucun bloc ne correspond à la recherche')).toBeTruthy();
  });
});
