import type { AnalyticsFunnel } from '@griot/contract/analytics/analyticsSchemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/apiClient';
import { buildBlock, buildTree, TEST_CHATBOT_ID } from '../../test/playgroundTestData';
import {
  PLAYGROUND_BASE,
  renderPlaygroundAt,
  shownLocation,
  stubPlaygroundReads,
} from '../../test/renderPlayground';
import { lastDays } from './statsPeriod';

vi.mock('../../../../lib/apiClient', async () => (await import('../../test/playgroundApi')).playgroundApi());

const flows = vi.mocked(api.flows);
const funnelCall = vi.mocked(api.analytics.funnel);
const base = PLAYGROUND_BASE;
/** The shared test machine can be slow: the first render of the playground takes seconds there. */
const slow = { timeout: 10_000 };

const CHOICES = {
  type: 'text_button' as const,
  id_element: 'choix',
  message: 'Que souhaitez-vous ?',
  buttons: [{ id: 'welcome-aaaaaa', title: 'Commander' }],
};

/** The menu reached by 12 (6 left there: 50 %), its buttons chosen; the welcome block by 40 (2 left). */
function funnel(): AnalyticsFunnel {
  return {
    chatbot_id: TEST_CHATBOT_ID,
    period: { ...lastDays(30), time_zone: 'Africa/Dakar' },
    computed_at: '2026-11-26T12:00:00.000Z',
    conversations: 40,
    blocks: [
      { block_id: 'welcome-aaaaaa', name: 'Accueil', reached: 40, left: 2, elements: [] },
      {
        block_id: 'menu-abc123',
        name: 'Menu',
        reached: 12,
        left: 6,
        elements: [
          {
            element_id: 'choix',
            type: 'text_button',
            label: 'Que souhaitez-vous ?',
            reached: 12,
            left: 6,
            choices: [{ label: 'Commander', count: 8 }],
          },
        ],
      },
      { block_id: 'commerce-cccccc', name: 'Boutique', reached: 0, left: 0, elements: [] },
    ],
    path: [{ block_id: 'welcome-aaaaaa', name: 'Accueil', reached: 40 }],
  };
}

beforeEach(() => {
  stubPlaygroundReads('');
  funnelCall.mockResolvedValue({ success: true, funnel: funnel() });
  flows.block.mockResolvedValue({ success: true, block: [buildBlock({ flow: [CHOICES] })] });
  flows.revisions.mockResolvedValue({ success: true, revisions: [] } as never);
  const tree = buildTree().flow;
  flows.all.mockResolvedValue({
    success: true,
    flow: [tree.mainblocks.welcome, tree.mainblocks.commerce, buildBlock({ flow: [CHOICES] })],
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the playground's 'Statistiques' overlay", () => {
  it('names a block that sends nothing a decision block rather than one nobody reached', async () => {
    const figures = funnel();
    funnelCall.mockResolvedValue({
      success: true,
      funnel: {
        ...figures,
        blocks: figures.blocks.map((block) =>
          block.block_id === 'commerce-cccccc' ? { ...block, silent: true } : block,
        ),
      },
    });
    renderPlaygroundAt(`${base}?stats=1`);
    const badge = await screen.findByRole(
      'img',
      {
        name: 'Bloc de décision : il n’envoie rien, ses conversations sont comptées dans les blocs où il mène',
      },
      slow,
    );
    expect(badge.textContent).toBe('Décision');
  });

  it('opens on from ?stats=1 with the last 30 days, a badge on each block of the list, and turns off', async () => {
    renderPlaygroundAt(`${base}?stats=1`);
    const toggle = await screen.findByRole('button', { name: 'Statistiques' }, slow);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(
      await screen.findByRole('img', { name: '12 atteints, 6 ont quitté ici, abandon 50 %' }, slow),
    ).toBeTruthy();
    expect(screen.getByText('12 · 6 (50 %)')).toBeTruthy();
    expect(screen.getByRole('img', { name: '40 atteints, 2 ont quitté ici, abandon 5 %' })).toBeTruthy();
    expect(
      screen.getAllByRole('img', { name: 'Aucune conversation n’a atteint ce bloc' }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('40 conversations commencées sur les 30 derniers jours')).toBeTruthy();
    expect(funnelCall).toHaveBeenCalledWith(
      { chatbotId: TEST_CHATBOT_ID, ...lastDays(30) },
      expect.anything(),
    );

    fireEvent.click(toggle);
    await waitFor(() => expect(shownLocation()).toBe(base), slow);
    expect(screen.queryByText('12 · 6 (50 %)')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Statistiques' })).toBeNull();
  });

  it('is off by default, turns on from the toolbar, and reads another period from the picker', async () => {
    renderPlaygroundAt(base);
    const toggle = await screen.findByRole('button', { name: 'Statistiques' }, slow);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(funnelCall).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    await waitFor(() => expect(shownLocation()).toBe(`${base}?stats=1`), slow);
    const bar = await screen.findByRole('region', { name: 'Statistiques' }, slow);
    fireEvent.click(within(bar).getByRole('radio', { name: '7 jours' }));
    await waitFor(
      () =>
        expect(funnelCall).toHaveBeenCalledWith(
          { chatbotId: TEST_CHATBOT_ID, ...lastDays(7) },
          expect.anything(),
        ),
      slow,
    );
  });

  it('shows on a waiting element of the open block who reached it, who left, and the top choices', async () => {
    renderPlaygroundAt(`${base}/menu-abc123?stats=1`);
    const figures = await screen.findByRole('group', { name: 'Statistiques de cet élément' }, slow);
    expect(within(figures).getByText('12 atteints · 6 ont quitté ici (50 %)')).toBeTruthy();
    expect(within(figures).getByRole('listitem').textContent).toBe('Commander : 8');
  });

  it('puts the badges on the map, canvas and list', async () => {
    renderPlaygroundAt(`${base}?stats=1&vue=carte`);
    expect(
      await screen.findByRole('button', { name: /Menu 12 atteints, 6 ont quitté ici, abandon 50 %/ }, slow),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Liste' }));
    const menu = (await screen.findAllByRole('listitem', undefined, slow)).find((item) =>
      within(item).queryByText('Menu'),
    );
    expect(menu && within(menu).getByText('12 · 6 (50 %)')).toBeTruthy();
  });

  it('says when the figures could not be loaded and tries again', async () => {
    funnelCall.mockRejectedValueOnce(new Error('réseau'));
    renderPlaygroundAt(`${base}?stats=1`);
    expect(
      await screen.findByText('Les statistiques n’ont pas pu être chargées.', undefined, slow),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('12 · 6 (50 %)', undefined, slow)).toBeTruthy();
  });
});
