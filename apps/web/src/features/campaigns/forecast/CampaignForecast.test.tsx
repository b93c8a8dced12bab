import type { CampaignForecast as Forecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { CampaignForecast } from './CampaignForecast';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { campaignForecast: { forecast: vi.fn() } },
}));

const forecastCall = api.campaignForecast.forecast as unknown as ReturnType<typeof vi.fn>;

const audience = {
  chatbotId: '5b1f3c1e-8d2a-4c39-9a51-2f4c0e6b7a10',
  conditions: '[{"idvariable":"first_name","comparison":"!=","value":"-","operator":null}]',
  title: 'promo_tabaski',
  langage: 'fr',
  parameters: [],
};

function buildForecast(overrides: Partial<Forecast> = {}): Forecast {
  return {
    segment: 1200,
    excluded: {
      optedOut: 30,
      invalidNumber: 10,
      notOnWhatsApp: 0,
      outsideWindow: 0,
      noMarketingOptIn: 100,
      frequencyCap: 60,
    },
    reach: 1000,
    metaCapped: 12,
    insideWindow: 150,
    model: { source: 'whatsapp', category: 'MARKETING' },
    frequencyCapHours: 48,
    cost: {
      total: 24.63,
      currency: 'USD',
      pricesFrom: '2025-07-01',
      source: 'Meta',
      byCountry: [
        { country: 'FR', recipients: 200, charged: 200, unitPrice: 0.0859, amount: 17.18 },
        { country: 'SN', recipients: 800, charged: 800, unitPrice: 0.0225, amount: 18 },
      ],
    },
    duration: { ratePerSecond: 77.9, seconds: 13 },
    messagingLimit: { tier: 'TIER_1K', limit: 1000, usedToday: 400, left: 600, needed: 850, exceeded: true },
    estimate: null,
    ...overrides,
  };
}

function show(props: Parameters<typeof CampaignForecast>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <CampaignForecast {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(() => import('./ForecastWaterfall'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('CampaignForecast', () => {
  it('asks nothing while the draft is incomplete, and says what it will show', () => {
    show({ audience: null });
    expect(screen.getByText(/la portée, le coût et la durée s’affichent ici/)).toBeTruthy();
    expect(forecastCall).not.toHaveBeenCalled();
  });

  it('shows the reach, each exclusion with its why, the cost by country and the limit in red', async () => {
    forecastCall.mockResolvedValue({ success: true, forecast: buildForecast() });
    show({ audience });
    expect(await screen.findByText('1 000')).toBeTruthy();
    expect(forecastCall).toHaveBeenCalledTimes(1);
    expect(forecastCall.mock.calls[0]?.[0]).toEqual(audience);
    expect(screen.getByText('destinataires sur 1 200 dans le segment')).toBeTruthy();
    expect(screen.getByText('Sans consentement marketing')).toBeTruthy();
    expect(
      screen.getByText('Déjà contactés par une autre campagne dans les 48 dernières heures.'),
    ).toBeTruthy();
    expect(screen.getByText('12 destinataires probablement plafonnés par Meta')).toBeTruthy();
    expect(screen.getByText('Sénégal')).toBeTruthy();
    expect(screen.getByText(/Tarifs Meta du 1 juillet 2025, catégorie Marketing/)).toBeTruthy();
    expect(screen.getByText('600 sur 1 000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Meta refusera les 250 envois en trop');
  });

  it('marks a sampled forecast as an estimate, and asks the exact figures on request', async () => {
    forecastCall.mockResolvedValueOnce({
      success: true,
      forecast: buildForecast({
        reach: 851_200,
        segment: 1_002_400,
        estimate: { share: 0.05, sampled: 50_120, reachMargin: 7_740 },
      }),
    });
    forecastCall.mockResolvedValueOnce({
      success: true,
      forecast: buildForecast({ reach: 850_911, segment: 1_000_000 }),
    });
    show({ audience });
    expect(await screen.findByText('≈ 851 200')).toBeTruthy();
    expect(screen.getByText('Estimation')).toBeTruthy();
    expect(screen.getByText('destinataires sur ≈ 1 002 400 dans le segment')).toBeTruthy();
    expect(
      screen.getByText(
        /échantillon aléatoire \(50 120 personnes du segment\) : la portée est juste à ± 7 740 près, 19 fois sur 20/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Calculer les chiffres exacts' }));
    expect(await screen.findByText('850 911')).toBeTruthy();
    expect(forecastCall.mock.calls[1]?.[0]).toEqual({ ...audience, exact: true });
    expect(screen.queryByText('Estimation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calculer les chiffres exacts' })).toBeNull();
  });

  it('says the server’s French error and offers to try again', async () => {
    forecastCall.mockRejectedValue(
      new ORPCError('BAD_REQUEST', { status: 400, data: { error: 'Conditions illisibles.' } }),
    );
    show({ audience });
    expect(await screen.findByText('Prévision indisponible')).toBeTruthy();
    expect(screen.getByText('Conditions illisibles.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
