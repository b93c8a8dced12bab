import type { CampaignListItem } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { CampaignsPage } from './CampaignsPage';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    campaignPlans: {
      list: vi.fn(),
      pickWinner: vi.fn(),
      cancel: vi.fn(),
      settings: vi.fn(),
      saveSettings: vi.fn(),
    },
    campaignResults: { report: vi.fn(), responders: vi.fn() },
    broadcasts: { control: vi.fn() },
    chatbots: { list: vi.fn() },
  },
}));
vi.mock('../../lib/workspaceRole', () => ({ useCan: () => true }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const mocked = vi.mocked(api, { deep: true });
const base: CampaignListItem = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'campaign',
  campaignId: '00000000-0000-4000-8000-000000000001',
  planId: null,
  chatbotId: 'bot',
  chatbotName: 'Boutique Téranga',
  name: null,
  template: 'promo_tabaski',
  langage: 'fr',
  status: 'running',
  createdAt: '2026-11-27T09:00:00.000Z',
  finishedAt: null,
  scheduleAt: null,
  recurrence: null,
  nextRunAt: null,
  lastRunAt: null,
  runs: 0,
  figures: {
    total: 200,
    processed: 40,
    succeeded: 40,
    failed: 0,
    errors: 0,
    pending: 160,
    skipped: 0,
    delivered: 40,
    read: 20,
    replied: 4,
    capped: 0,
    held: 120,
  },
  abTest: {
    metric: 'read',
    pick: 'manual',
    sharePercent: 20,
    decideAfterHours: 4,
    phase: 'awaitingChoice',
    decideAt: '2026-11-27T13:00:00.000Z',
    winner: null,
    held: 120,
    variants: [
      {
        variant: 'A',
        template: 'promo_tabaski',
        langage: 'fr',
        recipients: 40,
        sent: 20,
        read: 8,
        replied: 1,
        readRate: 0.4,
        replyRate: 0.05,
      },
      {
        variant: 'B',
        template: 'bienvenue',
        langage: 'fr',
        recipients: 40,
        sent: 20,
        read: 12,
        replied: 3,
        readRate: 0.6,
        replyRate: 0.15,
      },
    ],
  },
  pauseReason: null,
  pauseCode: null,
};
const weekly: CampaignListItem = {
  ...base,
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'plan',
  campaignId: null,
  planId: '00000000-0000-4000-8000-000000000002',
  name: 'Nouveautés du lundi',
  template: 'bienvenue',
  status: 'recurring',
  recurrence: { frequency: 'weekly', days: [4, 1], time: '10:00' },
  nextRunAt: '2026-11-30T10:00:00.000Z',
  runs: 2,
  figures: null,
  abTest: null,
};

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CampaignsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
const answer = (items: CampaignListItem[]) => ({
  success: true as const,
  items,
  nextCursor: null,
  timeZone: 'Africa/Dakar',
});

beforeEach(() => {
  mocked.chatbots.list.mockResolvedValue({ success: true, chatbots: [] });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the campaigns page', () => {
  it('invites a new account to create its first campaign', async () => {
    mocked.campaignPlans.list.mockResolvedValue(answer([]));
    renderPage();
    expect(await screen.findByText('Aucune campagne pour l’instant')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer ma première campagne' }).getAttribute('href')).toBe(
      '/dashboard/campaigns/new',
    );
  });

  it('shows a recurring plan and a running A/B campaign, and sends the winner picked by a click', async () => {
    mocked.campaignPlans.list.mockResolvedValue(answer([weekly, base]));
    mocked.campaignPlans.pickWinner.mockResolvedValue({} as never);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Liste des campagnes' });
    const [plan, campaign] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    if (!plan || !campaign) throw new Error('two cards expected');
    expect(within(plan).getByText('Récurrente')).toBeTruthy();
    expect(within(plan).getByText('Chaque lundi et jeudi à 10:00')).toBeTruthy();
    expect(within(plan).getByText(/Prochain envoi : 30 nov\. 2026, 10:00 · 2 envois/)).toBeTruthy();
    expect(within(campaign).getByText('En cours')).toBeTruthy();
    expect(within(campaign).getByText('40 / 200 envoyés')).toBeTruthy();
    expect(within(campaign).getByText('50 %')).toBeTruthy();
    expect(within(campaign).getByText('En attente de votre choix')).toBeTruthy();
    const bars = within(campaign).getByRole('list', { name: 'Taux de lecture par variante' });
    expect(within(bars).getByText('60 %')).toBeTruthy();
    fireEvent.click(within(campaign).getByRole('button', { name: 'Choisir la gagnante' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Envoyer la variante B au reste' }));
    await waitFor(() => expect(mocked.campaignPlans.pickWinner).toHaveBeenCalled());
    expect(mocked.campaignPlans.pickWinner.mock.calls[0]?.[0]).toEqual({ id: base.id, variant: 'B' });
  });

  it('says when the campaigns cannot be read, with a way to try again', async () => {
    mocked.campaignPlans.list.mockRejectedValue(new TypeError('network'));
    renderPage();
    expect(await screen.findByText('Impossible de charger les campagnes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
