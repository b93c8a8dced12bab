import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { VariablesPage } from './VariablesPage';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { getAsList: vi.fn() },
    variables: { declarations: vi.fn(), saveDeclarations: vi.fn() },
  },
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const BOT = '7f0c1c52-3a1e-4d5b-9a57-2f1f8d0e9b11';
const PATH = `/dashboard/chatbots/${BOT}/variables`;
const list = (variables: Array<{ id: string; slug: string; type: string }>) => ({
  success: true as const,
  message: '',
  chatbot: [{ _id: BOT, bot_name: 'Boutique Teranga', variables }],
});

function Where() {
  return <p>Arrivé sur {useLocation().pathname}</p>;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[PATH]}>
          <Routes>
            <Route path="/dashboard/chatbots/:idchatbot/variables" element={<VariablesPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const card = (n: number) => screen.getByRole('group', { name: `Variable #${n}` });
const type = (n: number, label: string, value: string) =>
  fireEvent.change(within(card(n)).getByLabelText(label), { target: { value } });
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([options]) => options.message);

describe('VariablesPage', () => {
  beforeEach(() => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 't' }, token: 't' }));
    sessionStorage.setItem(`chatbot:${BOT}`, JSON.stringify({ _id: BOT, bot_name: 'Boutique Teranga' }));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads the chatbot from the session cache and shows the empty state', async () => {
    vi.mocked(api.variables.declarations).mockResolvedValue(list([]));
    renderPage();
    expect(await screen.findByText('Aucune variable créée')).toBeTruthy();
    expect(screen.getByText('Boutique Teranga')).toBeTruthy();
    expect(api.chatbots.getAsList).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Créer une variable' }));
    expect(within(card(1)).getByText("L'identifiant est requis")).toBeTruthy();
  });

  it('fills the slug from the id, validates, then saves and takes the server list', async () => {
    vi.mocked(api.variables.declarations).mockResolvedValue(list([{ id: 'age', slug: 'Age', type: 'text' }]));
    vi.mocked(api.variables.saveDeclarations).mockResolvedValue(
      list([
        { id: 'age', slug: 'Age', type: 'text' },
        { id: 'user_name', slug: 'User Name', type: 'tel_sen' },
      ]),
    );
    renderPage();
    await screen.findByRole('group', { name: 'Variable #1' });
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une variable' }));
    // The new card takes the focus, ready for its id.
    expect(document.activeElement).toBe(within(card(2)).getByLabelText('Identifiant'));
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
    type(2, 'Identifiant', 'age');
    expect(within(card(2)).getByText('Cet identifiant est déjà utilisé')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(toasts()).toContain('Veuillez corriger les erreurs avant de sauvegarder');
    expect(api.variables.saveDeclarations).not.toHaveBeenCalled();

    type(2, 'Identifiant', 'user_name');
    expect(within(card(2)).getByLabelText<HTMLInputElement>("Nom d'affichage").value).toBe('User Name');
    type(2, 'Type de variable', 'tel_sen');
    expect(within(card(2)).getByText('Numéro de téléphone sénégalais')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(toasts()).toContain('Variables sauvegardées avec succès'));
    expect(vi.mocked(api.variables.saveDeclarations).mock.calls[0]?.[0]).toEqual({
      chatbotId: BOT,
      variables: [
        { id: 'age', slug: 'Age', type: 'text' },
        { id: 'user_name', slug: 'User Name', type: 'tel_sen' },
      ],
    });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Sauvegarde en cours...', autoClose: false }),
    );
    expect(notifications.hide).toHaveBeenCalled();
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toBeTruthy();
  });

  it('asks before removing a variable, and removes it locally', async () => {
    vi.mocked(api.variables.declarations).mockResolvedValue(
      list([{ id: 'email', slug: 'Email', type: 'text' }]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la variable #1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer cette variable ?')).toBeTruthy();
    expect(within(dialog).getByText('email')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucune variable créée')).toBeTruthy();
    expect(toasts()).toContain('Variable supprimée avec succès');
    expect(api.variables.saveDeclarations).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the card it names", async () => {
    vi.mocked(api.variables.declarations).mockResolvedValue(
      list([{ id: 'ville', slug: 'Ville', type: 'text' }]),
    );
    const refusal = 'Cet identifiant est réservé à une variable globale';
    vi.mocked(api.variables.saveDeclarations).mockRejectedValue(
      new ORPCError('HTTP_400', {
        status: 400,
        message: refusal,
        data: { success: false, error: refusal, message: refusal, field: 'variables.0.id' },
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sauvegarder' }));
    expect(await within(card(1)).findByText(refusal)).toBeTruthy();
    expect(toasts()).toContain(refusal);
  });

  it('logs out on a 401 during a save', async () => {
    vi.mocked(api.variables.declarations).mockResolvedValue(
      list([{ id: 'ville', slug: 'Ville', type: 'text' }]),
    );
    vi.mocked(api.variables.saveDeclarations).mockRejectedValue(
      new ORPCError('HTTP_401', { status: 401, message: 'Token invalide' }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Arrivé sur /login')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('loads and caches the chatbot when not cached, with a retry after a failure', async () => {
    sessionStorage.clear();
    vi.mocked(api.variables.declarations).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.mocked(api.chatbots.getAsList).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeTruthy();
    vi.mocked(api.chatbots.getAsList).mockResolvedValue([
      // Only the fields this screen reads matter here.
      { ...list([]).chatbot[0], _id: BOT } as never,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune variable créée')).toBeTruthy();
    expect(sessionStorage.getItem(`chatbot:${BOT}`)).toContain('Boutique Teranga');
  });
});
