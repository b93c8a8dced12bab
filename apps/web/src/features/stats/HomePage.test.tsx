import { messages } from '@griot/contract/messages';
import type { Stats } from '@griot/contract/stats/statsSchemas';
import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { HomePage } from './HomePage';

vi.mock('../../lib/apiClient', () => ({ api: { stats: { global: vi.fn() } } }));

const getStats = vi.mocked(api.stats.global);

function buildStats(overrides: Partial<Stats> = {}): Stats {
  return {
    chatbotCount: 5,
    chatbotActive: 3,
    userCount: 1234,
    discussionCount: 56789,
    monthlyMessages: 56789,
    fourMostPopularChatbot: [
      { idbot: 'b1', bot_name: 'Boutique Dakar', total_discussions: 100, total_users: 40 },
      { idbot: 'b2', bot_name: 'Support', total_discussions: 60, total_users: 30 },
      { idbot: 'b3', bot_name: 'FAQ', total_discussions: 40, total_users: 1 },
      { idbot: 'b4', bot_name: 'Relances', total_discussions: 20, total_users: 8 },
    ],
    fourLastDiscussions: [
      {
        idbot: 'b1',
        user_phone_number: '+221771234567',
        user_full_name: '  ',
        bot_name: 'Boutique Dakar',
        update_date: new Date(Date.now() - 5 * 60_000).toISOString(),
        number_of_discussions: 3,
      },
    ],
    messagesByMonth: ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'].map(
      (month, index) => ({
        month,
        messages: index * 10,
      }),
    ),
    ...overrides,
  };
}

function answer(stats: Stats, message: string = messages.stats.fetched) {
  return { success: true as const, message, stats };
}

function renderHome() {
  const queryClient = new QueryClient();
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<HomePage />} />
            <Route path="/login" element={<p>Page de connexion</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('HomePage', () => {
  beforeEach(() =>
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 't' }, token: 't' })),
  );
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('shows the figures with spaced thousands', async () => {
    getStats.mockResolvedValue(answer(buildStats()));
    renderHome();
    expect(await screen.findByText('3 / 5')).toBeTruthy();
    expect(screen.getByText('1 234')).toBeTruthy();
    expect(screen.getByText('56 789')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Utilisateurs actifs' })).toBeTruthy();
    expect(screen.getByText('+150 %')).toBeTruthy();
  });

  it('links each bar to its chatbot, labelled with its figures', async () => {
    getStats.mockResolvedValue(answer(buildStats()));
    renderHome();
    const bar = await screen.findByRole('link', { name: 'FAQ : 40 discussions, 1 utilisateur' });
    expect(bar.getAttribute('href')).toBe('/dashboard/chatbots/b3/home');
    expect(bar.style.height).toBe('96px');
  });

  it('lists the last discussions and links them to the conversation', async () => {
    getStats.mockResolvedValue(answer(buildStats()));
    renderHome();
    const row = await screen.findByRole('link', { name: /Sans nom/ });
    expect(row.getAttribute('href')).toBe('/dashboard/chat/b1/%2B221771234567');
    expect(row.textContent).toContain('il y a 5 min');
    expect(row.textContent).toContain('3 discussions');
    expect(screen.getByRole('link', { name: 'Voir tous les utilisateurs' }).getAttribute('href')).toBe(
      '/dashboard/all-users',
    );
  });

  it('draws the monthly messages with French month names', async () => {
    getStats.mockResolvedValue(answer(buildStats()));
    renderHome();
    expect(await screen.findByRole('img', { name: 'juin 2025 : 50 messages' })).toBeTruthy();
    expect(screen.getByText('150 messages reçus sur les 6 derniers mois')).toBeTruthy();
  });

  it('says so when no message came in for six months', async () => {
    const stats = buildStats();
    getStats.mockResolvedValue(
      answer({
        ...stats,
        messagesByMonth: stats.messagesByMonth.map((month) => ({ ...month, messages: 0 })),
      }),
    );
    renderHome();
    expect(await screen.findByText('Aucun message reçu sur les 6 derniers mois')).toBeTruthy();
  });

  it('invites a new account to create its first chatbot', async () => {
    getStats.mockResolvedValue(answer(buildStats({ chatbotCount: 0, chatbotActive: 0 })));
    renderHome();
    const create = await screen.findByRole('link', { name: 'Créer un chatbot' });
    expect(create.getAttribute('href')).toBe('/dashboard/chatbots/create');
  });

  it("treats an unexpected message as an error, and 'Réessayer' loads again", async () => {
    getStats.mockResolvedValueOnce(answer(buildStats(), 'Autre chose'));
    getStats.mockResolvedValue(answer(buildStats()));
    renderHome();
    expect(await screen.findByText(messages.stats.failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('3 / 5')).toBeTruthy();
  });

  it('forgets the session and goes to /login on a 401', async () => {
    getStats.mockRejectedValue(new ORPCError('HTTP_401', { status: 401, message: messages.session.expired }));
    renderHome();
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getStats).toHaveBeenCalledTimes(1);
  });
});

describe('HomePage in English', () => {
  beforeEach(async () => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 't' }, token: 't' }));
    await switchLanguage('en');
  });
  afterEach(async () => {
    cleanup();
    vi.clearAllMocks();
    localStorage.clear();
    await switchLanguage('fr');
  });

  it('names the figures, the bars and the months in English, with English plurals', async () => {
    getStats.mockResolvedValue(answer(buildStats()));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Active users' })).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('+150%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FAQ: 40 discussions, 1 user' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'June 2025: 50 messages' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'January 2025: 0 messages' })).toBeTruthy();
    expect(screen.getByText('150 messages received in the last 6 months')).toBeTruthy();
    expect(screen.getByText('Jun')).toBeTruthy();
    const row = screen.getByRole('link', { name: /No name/ });
    expect(row.textContent).toContain('5 min ago');
    expect(row.textContent).toContain('3 discussions');
    expect(screen.getByRole('link', { name: 'See all users' })).toBeTruthy();
  });

  it('still takes an answer written in French before the switch (cached under the call’s key)', async () => {
    getStats.mockResolvedValue(answer(buildStats(), 'Statistiques récupérées avec succès.'));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Active users' })).toBeTruthy();
  });
});
