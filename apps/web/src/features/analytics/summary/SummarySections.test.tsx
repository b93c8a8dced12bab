import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { formatDuration } from '../analyticsFormat';
import { setUpAnalyticsScreenTests } from '../test/analyticsApiMock';
import { buildSummary, CHATBOT_ID, renderAnalytics } from '../test/analyticsFixture';

vi.mock('../../../lib/apiClient', () => import('../test/analyticsApiMock'));

const exportCsv = vi.mocked(api.analytics.export);

setUpAnalyticsScreenTests();
beforeEach(() => {
  vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [] } as never);
  vi.mocked(api.analytics.summary).mockResolvedValue({ success: true, summary: buildSummary() });
});

/** The trend shown in a KPI card: its text and colour. */
function kpiTrend(label: string) {
  const overview = screen.getByRole('list', { name: 'Vue d’ensemble' });
  const card = within(overview).getByText(label).closest('li') as HTMLElement;
  const trend = card.querySelector('[data-trend]') as HTMLElement;
  return { text: trend.textContent, color: trend.dataset.color };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the summary sections', () => {
  it('gives each KPI its trend: green up, red down, red when a bad figure rises, — without a previous', async () => {
    renderAnalytics();
    await screen.findByText('1 234');
    expect(kpiTrend('Conversations commencées')).toEqual({ text: '▲ +23 %', color: 'teal' });
    expect(kpiTrend('Conversations terminées')).toEqual({ text: '▼ −10 %', color: 'red' });
    expect(kpiTrend('Conversations abandonnées')).toEqual({ text: '▲ +50 %', color: 'red' });
    expect(kpiTrend('Messages reçus')).toEqual({ text: '—', color: 'dimmed' });
    expect(kpiTrend('Messages envoyés')).toEqual({ text: '0 %', color: 'dimmed' });
    expect(kpiTrend('Utilisateurs fidèles')).toEqual({ text: '▲ +25 %', color: 'teal' });
    expect(kpiTrend('Prises en charge humaines')).toEqual({ text: '▲ +5 %', color: 'teal' });
    expect(screen.getByLabelText('▲ +23 % par rapport à la période précédente (1 000)')).toBeTruthy();
  });

  it('writes durations in French, and a longer wait in red', async () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(150)).toBe('2 min 30 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(3900)).toBe('1 h 05');
    expect(formatDuration(7200)).toBe('2 h 00');
    expect(formatDuration(2 * 86_400 + 3 * 3600)).toBe('2 j 3 h');
    renderAnalytics();
    await screen.findByText('1 234');
    const firstResponse = within(section('Temps de première réponse'));
    expect(firstResponse.getByText('2 min 30 s')).toBeTruthy();
    expect(firstResponse.getByText('▲ +25 %').dataset.color).toBe('red');
    expect(firstResponse.getByText('1 h 05')).toBeTruthy();
    expect(firstResponse.getByText('▼ −22 %').dataset.color).toBe('teal');
    expect(firstResponse.getByText('Sur 40 conversations')).toBeTruthy();
    const resolution = within(section('Temps de résolution'));
    expect(resolution.getByText('2 j 3 h')).toBeTruthy();
    expect(resolution.getAllByText('—')).toHaveLength(2);

    const fatou = screen.getByRole('rowheader', { name: 'Fatou Sow' }).closest('tr') as HTMLElement;
    expect(
      within(fatou)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25', '2 min 30 s', '1 h 05']);
    const nobody = screen.getByRole('rowheader', { name: 'Non assignée' }).closest('tr') as HTMLElement;
    expect(
      within(nobody)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '—', '—']);
    expect(screen.getByText('Demandé par l’utilisateur · 30')).toBeTruthy();
  });

  it('shows who answered, channels with their trends, and each broadcast with its rates', async () => {
    renderAnalytics();
    await screen.findByText('1 234');
    expect(screen.getByText('Le flux : 4 500 (75 %)')).toBeTruthy();
    expect(screen.getByText('GRIOT IA : 1 000 (16,7 %)')).toBeTruthy();
    expect(screen.getByText('Un agent humain : 500 (8,3 %)')).toBeTruthy();

    const channels = within(section('Messages par canal'));
    expect(channels.getByRole('rowheader', { name: 'WhatsApp' })).toBeTruthy();
    expect(channels.getByRole('rowheader', { name: 'Site web' })).toBeTruthy();
    expect(channels.queryByRole('rowheader', { name: 'Telegram' })).toBeNull();

    const promo = screen.getByRole('rowheader', { name: 'Promo Tabaski' }).closest('tr') as HTMLElement;
    expect(
      within(promo)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3 nov. 2026', '2 000', '1 90095 %', '1 20060 %', '1005 %', '25012,5 %']);
    const broadcasts = within(section('Diffusions'));
    expect(broadcasts.getByText('Désinscriptions')).toBeTruthy();
    expect(broadcasts.getByText('▼ −40 %').dataset.color).toBe('teal');
  });

  it('draws the busiest hours, and gives them as a table', async () => {
    renderAnalytics();
    await screen.findByText('1 234');
    const hours = within(section('Heures d’affluence'));
    expect(hours.getByRole('img', { name: 'Messages reçus par jour et par heure' })).toBeTruthy();
    expect(hours.getByText('Légende : de 0 à 1 234 messages')).toBeTruthy();
    fireEvent.click(hours.getByRole('radio', { name: 'Tableau' }));
    const table = hours.getByRole('table', { name: 'Messages reçus par jour et par heure' });
    const monday = within(table).getByRole('rowheader', { name: 'Lundi' }).closest('tr') as HTMLElement;
    expect(within(monday).getAllByRole('cell')[9]?.textContent).toBe('1 234');
    const friday = within(table).getByRole('rowheader', { name: 'Vendredi' }).closest('tr') as HTMLElement;
    expect(within(friday).getAllByRole('cell')[18]?.textContent).toBe('56');
    expect(within(friday).getAllByRole('cell')[17]?.textContent).toBe('0');
    expect(within(table).getByRole('columnheader', { name: '23 h' })).toBeTruthy();
  });

  it('links every table to its CSV for the period and chatbot, and downloads it with the session', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    exportCsv.mockResolvedValue(new File(['day\n'], 'griot-days.csv', { type: 'text/csv' }));
    renderAnalytics(`?du=2026-11-01&au=2026-11-26&chatbot=${CHATBOT_ID}`);
    await screen.findByText('1 234');
    const links = screen.getAllByRole('link', { name: /^Exporter en CSV/ });
    expect(links.map((link) => new URL(link.getAttribute('href') ?? '').searchParams.get('table'))).toEqual([
      'days',
      'channels',
      'agents',
      'broadcasts',
      'hours',
    ]);
    const days = screen.getByRole('link', { name: 'Exporter en CSV : Activité jour par jour' });
    expect(days.getAttribute('href')).toBe(
      `https://app.griot.test/api/analytics/export.csv?table=days&from=2026-11-01&to=2026-11-26&chatbotId=${CHATBOT_ID}`,
    );
    fireEvent.click(days);
    await waitFor(() =>
      expect(exportCsv).toHaveBeenCalledWith(
        { table: 'days', from: '2026-11-01', to: '2026-11-26', chatbotId: CHATBOT_ID },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
