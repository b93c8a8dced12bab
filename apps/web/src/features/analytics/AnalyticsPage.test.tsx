import { ORPCError } from '@orpc/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { setUpAnalyticsScreenTests } from './test/analyticsApiMock';
import { buildSummary, CHATBOT_ID, emptySummary, renderAnalytics } from './test/analyticsFixture';

vi.mock('../../lib/apiClient', () => import('./test/analyticsApiMock'));

const getSummary = vi.mocked(api.analytics.summary);
const listChatbots = vi.mocked(api.chatbots.list);
const lastInput = () => getSummary.mock.calls.at(-1)?.[0];
/** A Select's input (its listbox is labelled by the same label). */
const field = (label: string) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

setUpAnalyticsScreenTests();
beforeEach(() => {
  // jsdom scrolls nothing: the Select scrolls its chosen option into view.
  Element.prototype.scrollIntoView ??= () => {};
  listChatbots.mockResolvedValue({
    success: true,
    chatbots: [{ _id: CHATBOT_ID, bot_name: 'Boutique Dakar' }],
  } as never);
  getSummary.mockResolvedValue({ success: true, summary: buildSummary() });
});

describe('AnalyticsPage: the filters', () => {
  it('shows the last 30 days by default, compared with the 30 days before', async () => {
    renderAnalytics();
    await screen.findByText('1 234');
    expect(lastInput()).toEqual({ from: '2026-10-28', to: '2026-11-26', chatbotId: undefined });
    expect(field('Période').value).toBe('30 derniers jours');
    expect(
      screen.getByText(/comparé à la période précédente : du 28 sept\. 2026 au 27 oct\. 2026/),
    ).toBeTruthy();
    expect(screen.getByText(/Du 28 oct\. 2026 au 26 nov\. 2026/)).toBeTruthy();
    expect(screen.getByText('Chiffres à jour à 14:32')).toBeTruthy();
  });

  it.each([
    ['7 derniers jours', '2026-11-20', '2026-11-26'],
    ['90 derniers jours', '2026-08-29', '2026-11-26'],
    ['Ce mois-ci', '2026-11-01', '2026-11-26'],
    ['Mois dernier', '2026-10-01', '2026-10-31'],
    ['Cette année', '2026-01-01', '2026-11-26'],
  ])("the preset '%s' asks for %s → %s and keeps it in the address", async (preset, from, to) => {
    renderAnalytics();
    await screen.findByText('1 234');
    fireEvent.click(field('Période'));
    const option = await screen.findByRole('option', { name: preset });
    fireEvent.click(option);
    await waitFor(() => expect(lastInput()).toEqual({ from, to, chatbotId: undefined }));
    expect(location()).toBe(`?du=${from}&au=${to}`);
  });

  it('reads a custom range and a chatbot from the address, and names the range custom', async () => {
    renderAnalytics(`?du=2026-10-05&au=2026-10-18&chatbot=${CHATBOT_ID}`);
    await screen.findByText('1 234');
    expect(lastInput()).toEqual({ from: '2026-10-05', to: '2026-10-18', chatbotId: CHATBOT_ID });
    expect(field('Période').value).toBe('Personnalisée');
    expect(screen.getByText(/du 21 sept\. 2026 au 4 oct\. 2026/)).toBeTruthy();
    await waitFor(() => expect(field('Chatbot').value).toBe('Boutique Dakar'));
  });

  it('picks a custom range in the calendar', async () => {
    renderAnalytics();
    await screen.findByText('1 234');
    fireEvent.click(screen.getByRole('button', { name: 'Dates' }));
    // The calendar opens on the range's first month.
    fireEvent.click(await screen.findByRole('button', { name: '5 octobre 2026' }));
    fireEvent.click(await screen.findByRole('button', { name: '12 octobre 2026' }));
    await waitFor(() =>
      expect(lastInput()).toEqual({ from: '2026-10-05', to: '2026-10-12', chatbotId: undefined }),
    );
    expect(location()).toBe('?du=2026-10-05&au=2026-10-12');
    expect(field('Période').value).toBe('Personnalisée');
  });

  it('chooses one chatbot, then all of them again', async () => {
    renderAnalytics();
    await screen.findByText('1 234');
    fireEvent.click(field('Chatbot'));
    fireEvent.click(await screen.findByRole('option', { name: 'Boutique Dakar' }));
    await waitFor(() => expect(lastInput()?.chatbotId).toBe(CHATBOT_ID));
    expect(location()).toBe(`?chatbot=${CHATBOT_ID}`);
    fireEvent.click(field('Chatbot'));
    fireEvent.click(await screen.findByRole('option', { name: 'Tous les chatbots' }));
    // The figures of every chatbot are still cached (a minute): the address says the view changed.
    await waitFor(() => expect(location()).toBe(''));
    expect(field('Chatbot').value).toBe('Tous les chatbots');
  });

  it.each([
    ['?du=2026-11-10&au=2026-11-01', 'La date de début doit précéder la date de fin (ou être le même jour).'],
    ['?du=2023-01-01&au=2026-11-01', 'La période ne peut pas dépasser 24 mois.'],
    ['?du=2026-02-30&au=2026-03-01', 'Date invalide : utilisez le format AAAA-MM-JJ.'],
  ])('refuses %s next to the picker without asking the server', async (search, error) => {
    renderAnalytics(search);
    expect(await screen.findByText(error)).toBeTruthy();
    expect(getSummary).not.toHaveBeenCalled();
  });
});

describe('AnalyticsPage: loading, empty, error', () => {
  it('shows the layout in grey while the figures come', async () => {
    getSummary.mockReturnValue(new Promise(() => {}));
    renderAnalytics();
    expect(await screen.findByRole('status', { name: 'Chargement des statistiques' })).toBeTruthy();
  });

  it('says when nothing happened in the period, and offers the last 90 days', async () => {
    getSummary.mockResolvedValue({ success: true, summary: emptySummary() });
    renderAnalytics();
    expect(await screen.findByText('Aucune conversation sur cette période')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voir les 90 derniers jours' }));
    await waitFor(() => expect(lastInput()).toMatchObject({ from: '2026-08-29', to: '2026-11-26' }));
  });

  it("says the figures did not come, and 'Réessayer' asks again", async () => {
    getSummary.mockRejectedValueOnce(new ORPCError('HTTP_403', { status: 403, message: 'Refusé' }));
    renderAnalytics();
    expect(await screen.findByText('Impossible de charger les statistiques')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('1 234')).toBeTruthy();
  });

  it("shows the server's French error of a period next to the picker", async () => {
    getSummary.mockRejectedValue(
      new ORPCError('HTTP_400', { status: 400, message: 'La période ne peut pas dépasser 24 mois.' }),
    );
    renderAnalytics();
    expect(await screen.findByText('La période ne peut pas dépasser 24 mois.')).toBeTruthy();
  });
});

describe('AnalyticsPage in English', () => {
  beforeEach(() => switchLanguage('en'));
  afterEach(() => switchLanguage('fr'));

  it('names the filters, the figures and the dates in English', async () => {
    renderAnalytics();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(field('Period').value).toBe('Last 30 days');
    expect(screen.getByText('Conversations started')).toBeTruthy();
    expect(screen.getByText(/compared with the previous period: 28 Sept 2026 – 27 Oct 2026/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Export as CSV/ }).length).toBeGreaterThan(0);
  });
});
