import type { AnalyticsFunnel } from '@griot/contract/analytics/analyticsSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { FunnelSection } from './FunnelSection';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { analytics: { funnel: vi.fn() } },
}));

const CHATBOT_ID = '5b1f3c1e-8d2a-4c39-9a51-2f4c0e6b7a10';

/** 200 conversations: 180 reach the welcome block, 90 the order, 30 the payment; 'Infos' nobody. */
function buildFunnel(overrides: Partial<AnalyticsFunnel> = {}): AnalyticsFunnel {
  const block = (block_id: string, name: string, reached: number, left: number) => ({
    block_id,
    name,
    reached,
    left,
    elements: [],
  });
  return {
    chatbot_id: CHATBOT_ID,
    period: { from: '2026-10-28', to: '2026-11-26', time_zone: 'Africa/Dakar' },
    computed_at: '2026-11-26T14:32:10.000Z',
    conversations: 200,
    blocks: [
      {
        ...block('welcome-1', 'Accueil', 180, 20),
        elements: [
          {
            element_id: 'choix',
            type: 'text_button',
            label: 'Que souhaitez-vous ?',
            reached: 180,
            left: 20,
            choices: [
              { label: 'Commander', count: 120 },
              { label: 'Infos', count: 40 },
            ],
          },
        ],
      },
      block('commande', 'Commande', 90, 60),
      block('paiement', 'Paiement', 30, 3),
      block('infos', 'Infos', 0, 0),
      { ...block('aiguillage', 'Aiguillage', 0, 0), silent: true },
    ],
    path: [
      { block_id: 'welcome-1', name: 'Accueil', reached: 180 },
      { block_id: 'commande', name: 'Commande', reached: 90 },
      { block_id: 'paiement', name: 'Paiement', reached: 30 },
    ],
    ...overrides,
  };
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FunnelSection chatbotId={CHATBOT_ID} from="2026-10-28" to="2026-11-26" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(api.analytics.funnel).mockReset();
});

describe('FunnelSection', () => {
  it('draws the main path with each share of the start and the drop between steps', async () => {
    vi.mocked(api.analytics.funnel).mockResolvedValue({ success: true, funnel: buildFunnel() });
    renderSection();
    const path = await screen.findByRole('list', { name: 'Entonnoir du parcours principal' });
    expect(
      within(path).getByRole('progressbar', { name: 'Accueil : 180 atteints, 90 % du départ' }),
    ).toBeTruthy();
    expect(
      within(path).getByRole('progressbar', { name: 'Paiement : 30 atteints, 15 % du départ' }),
    ).toBeTruthy();
    expect(within(path).getByText('−90 (50 %)')).toBeTruthy();
    expect(within(path).getByText('60 conversations perdues avant cette étape (67 %)')).toBeTruthy();
    expect(screen.getByText('200 conversations commencées')).toBeTruthy();
    expect(api.analytics.funnel).toHaveBeenCalledWith(
      { chatbotId: CHATBOT_ID, from: '2026-10-28', to: '2026-11-26' },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Voir dans l’éditeur' }).getAttribute('href')).toBe(
      `/dashboard/chatbots/${CHATBOT_ID}/playground?stats=1`,
    );
  });

  it('lists every block, sorts by drop-off at a click, and shows the top choices', async () => {
    vi.mocked(api.analytics.funnel).mockResolvedValue({ success: true, funnel: buildFunnel() });
    renderSection();
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Accueil', 'Commande', 'Paiement', 'Infos', 'Aiguillage']);
    expect(within(table).getByText('Jamais atteint')).toBeTruthy();
    // A block of decisions only sends nothing: nothing can count it, and the table says why.
    expect(within(table).getByText('Bloc de décision').getAttribute('title')).toMatch(/n’envoie rien/);
    fireEvent.click(within(table).getByRole('button', { name: 'Trier par Abandon' }));
    expect(names()).toEqual(['Commande', 'Accueil', 'Paiement', 'Infos', 'Aiguillage']);
    expect(within(table).getByText('67 %')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Trier par Abandon' }));
    expect(names().slice(0, 2).sort()).toEqual(['Aiguillage', 'Infos']);
    expect(screen.getByText('Accueil · Que souhaitez-vous ?')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Commander : 120' })).toBeTruthy();
  });

  it('says when nobody wrote in the period', async () => {
    const empty = buildFunnel({
      conversations: 0,
      path: [],
      blocks: buildFunnel().blocks.map((b) => ({ ...b, reached: 0, left: 0 })),
    });
    vi.mocked(api.analytics.funnel).mockResolvedValueOnce({ success: true, funnel: empty });
    renderSection();
    expect(await screen.findByText('Aucune conversation sur cette période')).toBeTruthy();
  });

  it('offers to try again after a failure', async () => {
    vi.mocked(api.analytics.funnel)
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValueOnce({ success: true, funnel: buildFunnel() });
    renderSection();
    expect(await screen.findByText('L’entonnoir n’a pas pu être chargé')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
