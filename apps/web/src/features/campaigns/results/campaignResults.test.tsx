import { pauseAdviceKind } from '@griot/contract/campaigns/results/pauseAdviceKind';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { CampaignPauseBanner } from './CampaignPauseBanner';
import { CampaignReportButton } from './CampaignReportButton';
import { RespondersSegmentButton } from './RespondersSegmentButton';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { campaignResults: { report: vi.fn(), responders: vi.fn() } },
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const results = vi.mocked(api.campaignResults);

function renderWith(node: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the campaign results tools', () => {
  it('explains an automatic pause and what to do; nothing without a reason', () => {
    renderWith(
      <CampaignPauseBanner
        reason="La qualité de votre numéro WhatsApp est passée au rouge (signalée par Meta) : la campagne a été mise en pause pour protéger le numéro."
        code="quality:FLAGGED"
      />,
    );
    expect(screen.getByText('Campagne mise en pause automatiquement')).toBeTruthy();
    expect(screen.getByText(/WhatsApp Manager de Meta/)).toBeTruthy();
    expect(pauseAdviceKind('failure-rate:12/50')).toBe('failures');
    expect(pauseAdviceKind('template-quality:promo')).toBe('template');
    expect(pauseAdviceKind(null)).toBe('other');
    cleanup();
    renderWith(<CampaignPauseBanner reason={null} />);
    expect(screen.queryByText('Campagne mise en pause automatiquement')).toBeNull();
  });

  it('downloads the report through the API client', async () => {
    results.report.mockResolvedValue(new File(['\uFEFFNom\r\n'], 'rapport.csv', { type: 'text/csv' }));
    URL.createObjectURL = vi.fn(() => 'blob:rapport');
    URL.revokeObjectURL = vi.fn();
    renderWith(<CampaignReportButton campaignId="c1" />);
    const link = screen.getByRole('link', { name: 'Télécharger le rapport (CSV)' });
    expect(link.getAttribute('href')).toBe('http://localhost/api/broadcasts/c1/report.csv');
    fireEvent.click(link);
    await waitFor(() => expect(results.report).toHaveBeenCalledWith({ id: 'c1' }, expect.anything()));
  });

  it('creates the segment of those who clicked, shows the tag and offers to compose a campaign to it', async () => {
    const conditions = [
      { idvariable: 'tag', comparison: '=', value: 'Cliqué · promo · 20/11/2026', operator: null },
    ];
    results.responders.mockResolvedValue({
      success: true,
      tag: 'Cliqué · promo · 20/11/2026',
      count: 12,
      chatbotId: 'b1',
      conditions,
    } as never);
    const onCompose = vi.fn();
    renderWith(<RespondersSegmentButton campaignId="c1" onCompose={onCompose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Créer un segment' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Ont cliqué un bouton' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer le segment' }));
    expect(await screen.findByText('Cliqué · promo · 20/11/2026')).toBeTruthy();
    expect(results.responders).toHaveBeenCalledWith({ id: 'c1', who: 'clicked' }, expect.anything());
    expect(screen.getByText('12 destinataires portent désormais le tag :')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Composer une campagne vers ce segment' }));
    expect(onCompose).toHaveBeenCalledWith({ chatbotId: 'b1', conditions: JSON.stringify(conditions) });
  });
});
