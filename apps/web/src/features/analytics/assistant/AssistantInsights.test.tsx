import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { AssistantInsights } from './AssistantInsights';

vi.mock('../../../lib/apiClient', () => ({
  api: { analytics: { assistant: vi.fn() } },
  apiOrigin: () => 'https://app.griot.test',
}));

const getAssistant = vi.mocked(api.analytics.assistant);
const BOT = '5b1f3c1e-8d2a-4c39-9a51-2f4c0e6b7a10';
const figure = (value: number, previous: number) => ({ value, previous });

function buildAssistant(overrides: Partial<AnalyticsAssistant> = {}): AnalyticsAssistant {
  return {
    period: { from: '2026-11-01', to: '2026-11-26', time_zone: 'Africa/Dakar' },
    computed_at: '2026-11-26T12:00:00.000Z',
    questions: {
      total: figure(200, 100),
      answered: figure(120, 50),
      low_confidence: figure(30, 20),
      unanswered: figure(40, 25),
      escalated: figure(10, 5),
    },
    groups: [
      {
        question: 'Livrez-vous à Thiès ?',
        count: 12,
        kind: 'unanswered',
        examples: ['livrez vous a thies', 'Vous livrez à Thiès svp ?'],
        last_asked_at: '2026-11-25T14:32:00.000Z',
        chatbot_id: BOT,
        chatbot_name: 'Boutique Dakar',
      },
      {
        question: 'Quel est le prix du bazin ?',
        count: 3,
        kind: 'low_confidence',
        examples: [],
        last_asked_at: '2026-11-20T09:00:00.000Z',
        chatbot_id: BOT,
      },
    ],
    files: [
      { file_id: 'f1', name: 'faq.pdf', chatbot_id: BOT, answered: 90, share: 0.6 },
      { file_id: 'f2', name: 'ancien.txt', chatbot_id: BOT, answered: 0, share: 0 },
    ],
    ...overrides,
  };
}

function Probe({ name }: { name: string }) {
  return <p>{name}</p>;
}

function renderSection(chatbotId?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard/analytics']}>
          <Routes>
            <Route
              path="/dashboard/analytics"
              element={<AssistantInsights from="2026-11-01" to="2026-11-26" chatbotId={chatbotId} />}
            />
            <Route
              path="/dashboard/chatbots/:id/jarvis-knowledge"
              element={<Probe name="Base de connaissances" />}
            />
            <Route path="/dashboard/chatbots/:id/playground" element={<Probe name="Éditeur de flux" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  getAssistant.mockResolvedValue({ success: true, assistant: buildAssistant() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('AssistantInsights', () => {
  it('shows the totals with their trends, the bar, the groups and the files', async () => {
    renderSection();
    await screen.findByText('Livrez-vous à Thiès ?');
    expect(getAssistant.mock.calls[0]?.[0]).toEqual({
      from: '2026-11-01',
      to: '2026-11-26',
      chatbotId: undefined,
    });
    expect(screen.getByText('Questions posées')).toBeTruthy();
    expect(screen.getByText('200')).toBeTruthy();
    expect(screen.getByText('Questions sans réponse : 40 (20 %)')).toBeTruthy();
    expect(screen.getByText('Réponses incertaines : 30 (15 %)')).toBeTruthy();
    expect(screen.getByText('12 fois')).toBeTruthy();
    expect(screen.getByText('Réponse incertaine')).toBeTruthy();
    expect(screen.getByText('Dernière fois le 25 nov. 2026 à 14:32')).toBeTruthy();
    expect(screen.getByText('Chatbot : Boutique Dakar')).toBeTruthy();
    expect(screen.getByText('faq.pdf')).toBeTruthy();
    expect(screen.getByText('60 %')).toBeTruthy();
    expect(screen.getByText('Jamais utilisé')).toBeTruthy();
  });

  it('shows the ten most asked groups first, the others behind a button', async () => {
    const groups = Array.from({ length: 12 }, (_, index) => ({
      question: `Question numéro ${index + 1} ?`,
      count: 20 - index,
      kind: 'unanswered' as const,
      examples: [],
      last_asked_at: '2026-11-25T14:32:00.000Z',
      chatbot_id: BOT,
    }));
    getAssistant.mockResolvedValue({ success: true, assistant: buildAssistant({ groups }) });
    renderSection(BOT);
    await screen.findByText('Question numéro 10 ?');
    expect(screen.queryByText('Question numéro 11 ?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voir les 2 autres questions' }));
    expect(screen.getByText('Question numéro 12 ?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Voir les 2 autres questions' })).toBeNull();
  });

  it('opens the other wordings in a disclosure', async () => {
    renderSection(BOT);
    const toggle = await screen.findByRole('button', { name: 'Voir 2 autres formulations' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const hide = screen.getByRole('button', { name: 'Masquer les formulations' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('livrez vous a thies')).toBeTruthy();
    // One chatbot chosen: its name is not repeated on every group.
    expect(screen.queryByText('Chatbot : Boutique Dakar')).toBeNull();
  });

  it('copies the question and opens the knowledge page; « Créer un bloc » opens the playground', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSection();
    const [add] = await screen.findAllByRole('button', { name: 'Ajouter à la base de connaissances' });
    fireEvent.click(add as HTMLElement);
    // Under a loaded machine the notification's transition and the navigation take their time.
    await screen.findByText('Base de connaissances', {}, { timeout: 5000 });
    expect(writeText).toHaveBeenCalledWith('Livrez-vous à Thiès ?');
    expect(await screen.findByText(/Question copiée/, {}, { timeout: 5000 })).toBeTruthy();

    cleanup();
    renderSection();
    const [create] = await screen.findAllByRole('link', { name: 'Créer un bloc' });
    expect(create?.getAttribute('href')).toBe(`/dashboard/chatbots/${BOT}/playground`);
  });

  it('says when GRIOT IA received no question', async () => {
    const zero = figure(0, 4);
    getAssistant.mockResolvedValue({
      success: true,
      assistant: buildAssistant({
        questions: { total: zero, answered: zero, low_confidence: zero, unanswered: zero, escalated: zero },
        groups: [],
        files: [],
      }),
    });
    renderSection();
    expect(await screen.findByText("GRIOT IA n'a reçu aucune question sur cette période.")).toBeTruthy();
  });

  it('offers to try again after an error', async () => {
    getAssistant.mockRejectedValueOnce(new ORPCError('INTERNAL_SERVER_ERROR'));
    renderSection();
    expect(await screen.findByText('Les questions de GRIOT IA n’ont pas pu être chargées')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Livrez-vous à Thiès ?');
  });

  it('speaks English', async () => {
    switchLanguage('en');
    try {
      renderSection();
      expect(await screen.findByText('Questions asked')).toBeTruthy();
      await waitFor(() => expect(screen.getByText('12 times')).toBeTruthy());
      expect(screen.getAllByText('Add to the knowledge base')).toHaveLength(2);
    } finally {
      switchLanguage('fr');
    }
  });
});
