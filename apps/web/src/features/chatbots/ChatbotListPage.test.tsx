import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { ChatbotListPage } from './ChatbotListPage';
import { withStoredSession } from './test/chatbotScreens';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { list: vi.fn(), remove: vi.fn(), clone: vi.fn(), updateEase: vi.fn() },
    chatbotTransfer: { export: vi.fn() },
  },
}));

function buildChatbot(index: number, overrides: Partial<ChatbotListItem> = {}): ChatbotListItem {
  return {
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    bot_name: `Assistant ${String(index).padStart(2, '0')}`,
    type: 'whatsapp',
    status: 'active',
    description: 'Un assistant.',
    email: '',
    avatar: '/avatars/bot1.png',
    display_phone_number: '',
    phone_number_id: '',
    waba_id: '',
    app_id: '',
    keyword_webhook: 'griot_x',
    webhook_url: '',
    access_token_set: false,
    app_secret_set: false,
    telBot: '',
    catalogLink: '',
    created_at: '2025-01-01T00:00:00.000Z',
    update_date: `2025-01-${String(index).padStart(2, '0')}T00:00:00.000Z`,
    userCount: 1234,
    interactionCount: 56789,
    silent_reasons: [],
    ...overrides,
  };
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard/chatbots']}>
          <Routes>
            <Route path="/dashboard/chatbots" element={<ChatbotListPage />} />
            <Route path="/login" element={<p>Page de connexion</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const httpError = (status: number, text: string) =>
  new ORPCError(`HTTP_${status}`, {
    status,
    message: text,
    data: { success: false, error: text, message: text },
  });

describe('ChatbotListPage', () => {
  withStoredSession();

  it('shows 6 cards, then 6 more, with counts spaced by thousands', async () => {
    vi.mocked(api.chatbots.list).mockResolvedValue({
      success: true,
      chatbots: Array.from({ length: 14 }, (_, index) => buildChatbot(index + 1)),
    });
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByText('1 234').length).toBeGreaterThan(0);
    expect(screen.getAllByText('56 789').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('links each card to the chatbot dashboard', async () => {
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [buildChatbot(3)] });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Assistant 03' });
    expect(link.getAttribute('href')).toBe('/dashboard/chatbots/00000000-0000-4000-8000-000000000003/home');
  });

  it('shows the empty state on a 404', async () => {
    vi.mocked(api.chatbots.list).mockRejectedValue(httpError(404, 'Aucun chatbot'));
    renderPage();
    expect(await screen.findByText('Aucun chatbot trouvé')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un chatbot' })).toBeTruthy();
  });

  it('offers to log in again on a 401', async () => {
    vi.mocked(api.chatbots.list).mockRejectedValue(
      httpError(401, 'Session expirée, veuillez vous reconnecter'),
    );
    renderPage();
    expect(
      await screen.findByText('Session expirée ou non autorisée. Veuillez vous reconnecter.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Se reconnecter' }));
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('offers a retry on a server failure', async () => {
    // The list asks a second time after a server failure before showing the error.
    vi.mocked(api.chatbots.list).mockRejectedValue(httpError(503, 'Indisponible'));
    renderPage();
    expect(
      await screen.findByText('Erreur lors du chargement des chatbots (503).', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    expect(api.chatbots.list).toHaveBeenCalledTimes(2);
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [buildChatbot(1)] });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Assistant 01' })).toBeTruthy();
  });

  it('reports a stored session without a token before calling', async () => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: '' }, token: '' }));
    renderPage();
    expect(
      await screen.findByText("Token d'authentification non trouvé. Veuillez vous reconnecter."),
    ).toBeTruthy();
    expect(api.chatbots.list).not.toHaveBeenCalled();
  });

  it('deletes only after SUPPRIMER is typed exactly', async () => {
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [buildChatbot(1)] });
    vi.mocked(api.chatbots.remove).mockResolvedValue({
      success: true,
      message: 'Chatbot supprimé avec succès',
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du chatbot' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Confirmation'), { target: { value: 'supprimer' } });
    expect(within(dialog).getByText('Veuillez taper exactement "SUPPRIMER" en majuscules')).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Confirmation'), { target: { value: 'SUPPRIMER' } });
    expect(confirm).toHaveProperty('disabled', false);
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [] });
    fireEvent.click(confirm);
    expect(await screen.findByText('Aucun chatbot trouvé')).toBeTruthy();
    expect(vi.mocked(api.chatbots.remove).mock.calls[0]?.[0]).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      confirm: 'SUPPRIMER',
    });
  });

  it("prefills the clone's name and refuses a blank one", async () => {
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [buildChatbot(1)] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du chatbot' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cloner' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Nom du nouveau chatbot/);
    expect(name).toHaveProperty('value', 'Assistant 01 (Clone)');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cloner' }));
    expect(within(dialog).getByText('Le nom ne peut pas être vide')).toBeTruthy();
    expect(api.chatbots.clone).not.toHaveBeenCalled();
  });
});

describe('ChatbotListPage for each role', () => {
  const signInAs = (role: 'agent' | 'editor') =>
    localStorage.setItem(
      'user',
      JSON.stringify({
        data: { id: 'u1', token: 't', workspace: { id: 'w1', name: 'Téranga', kind: 'own', role } },
        token: 't',
      }),
    );
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('shows an agent the cards with the way to the conversations, and no action its role may not take', async () => {
    signInAs('agent');
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [buildChatbot(1)] });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Assistant 01' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Créer un chatbot' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions du chatbot' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Conversations']);
  });

  it('tells an agent with no chatbot who can create one, without offering it', async () => {
    signInAs('agent');
    vi.mocked(api.chatbots.list).mockRejectedValue(httpError(404, 'Aucun chatbot'));
    renderPage();
    expect(await screen.findByText(/un éditeur ou un administrateur peut en créer un/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Créer un chatbot' })).toBeNull();
  });

  it('gives an editor every action of the card', async () => {
    signInAs('editor');
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [buildChatbot(1)] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du chatbot' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Modifier',
      'Cloner',
      'Exporter',
      'Éditeur de flux',
      'Conversations',
      'Supprimer',
    ]);
    expect(screen.getByRole('link', { name: 'Nouveau Chatbot' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer un chatbot' })).toBeTruthy();
  });
});

describe('ChatbotListPage in English', () => {
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

  it('shows the cards, counts and filters in English, with singular and plural', async () => {
    vi.mocked(api.chatbots.list).mockResolvedValue({
      success: true,
      chatbots: Array.from({ length: 14 }, (_, index) => buildChatbot(index + 1)),
    });
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByLabelText('14 chatbots in total')).toBeTruthy();
    expect(screen.getByText('6 of 14 chatbots')).toBeTruthy();
    expect(screen.getAllByText('1,234').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Users').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getByText('Updated 14 Jan 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sort: Most recent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();

    // Awaited: the list follows the search through useDeferredValue, a render act must let finish.
    await act(async () => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search for a chatbot...' }), {
        target: { value: 'Assistant 07' },
      });
    });
    expect(await screen.findByText('1 of 1 chatbot matching your search')).toBeTruthy();
  });

  it('offers to log in again in English when the session lacks its token', async () => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1' } }));
    renderPage();
    expect(await screen.findByText('Authentication token not found. Please log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeTruthy();
  });
});
