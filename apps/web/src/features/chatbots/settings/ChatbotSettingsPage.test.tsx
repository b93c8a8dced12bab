import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { withStoredSession } from '../test/chatbotScreens';
import { ChatbotSettingsPage } from './ChatbotSettingsPage';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: {
      get: vi.fn(),
      update: vi.fn(),
      revealAccessToken: vi.fn(),
      uploadAvatar: vi.fn(),
      connectTelegram: vi.fn(),
    },
  },
}));

const ID = '00000000-0000-4000-8000-000000000001';

const chatbot: Chatbot = {
  _id: ID,
  bot_name: 'Boutique Teranga',
  type: 'whatsapp',
  status: 'inactive',
  description: 'Commandes',
  email: '',
  avatar: '/avatars/bot1.png',
  display_phone_number: '+221 77 123 45 67',
  phone_number_id: '1098',
  waba_id: '',
  app_id: '1234',
  keyword_webhook: 'griot_abc',
  webhook_url: `https://griot.example/api/pipeline/whatsapp/${ID}`,
  access_token_set: true,
  app_secret_set: false,
  access_token_hint: '••••••••3f9A',
  telBot: '',
  catalogLink: '',
  widget_language: 'auto',
  variables: [],
  created_at: '2025-01-01T00:00:00.000Z',
  update_date: '2025-01-01T00:00:00.000Z',
  userCount: 0,
  interactionCount: 0,
  silent_reasons: [],
};

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/dashboard/chatbots/${ID}/settings`]}>
          <Routes>
            <Route path="/dashboard/chatbots/:id/settings" element={<ChatbotSettingsPage />} />
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

describe('ChatbotSettingsPage', () => {
  withStoredSession();

  it('shows the webhook values read-only and the token masked until asked', async () => {
    vi.mocked(api.chatbots.get).mockResolvedValue({ success: true, message: '', chatbot });
    vi.mocked(api.chatbots.revealAccessToken).mockResolvedValue({ success: true, access_token: 'EAAG-3f9A' });
    renderPage();
    expect(await screen.findByLabelText('Mot-clé du webhook')).toHaveProperty('value', 'griot_abc');
    expect(screen.getByLabelText('URL du webhook')).toHaveProperty('readOnly', true);
    // A WhatsApp chatbot chooses the language of its own words too (replies, default buttons).
    expect(screen.getByRole('combobox', { name: 'Langue du chatbot' })).toHaveProperty(
      'value',
      "Automatique (langue de l'utilisateur quand son canal l'indique, sinon français)",
    );
    const token = screen.getByLabelText("Jeton d'accès");
    expect(token).toHaveProperty('value', '');
    expect(token.getAttribute('placeholder')).toBe('••••••••3f9A');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(token).toHaveProperty('value', 'EAAG-3f9A'));
    expect(vi.mocked(api.chatbots.revealAccessToken).mock.calls[0]?.[0]).toEqual({ id: ID });
  });

  it('saves the whole chatbot; removing the token sends an empty string', async () => {
    vi.mocked(api.chatbots.get).mockResolvedValue({ success: true, message: '', chatbot });
    const saved = { ...chatbot, description: 'Livraisons', access_token_set: false, access_token_hint: '' };
    vi.mocked(api.chatbots.update).mockResolvedValue({ success: true, message: '', chatbot: saved });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Description'), { target: { value: 'Livraisons' } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le jeton' }));
    // The refetch after saving reads what the server now holds.
    vi.mocked(api.chatbots.get).mockResolvedValue({ success: true, message: '', chatbot: saved });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.chatbots.update).toHaveBeenCalled());
    expect(vi.mocked(api.chatbots.update).mock.calls[0]?.[0]).toEqual({
      id: ID,
      bot_name: 'Boutique Teranga',
      type: 'whatsapp',
      status: 'inactive',
      description: 'Livraisons',
      email: '',
      display_phone_number: '+221 77 123 45 67',
      phone_number_id: '1098',
      waba_id: '',
      app_id: '1234',
      access_token: '',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Supprimer le jeton' })).toBeNull());
  });

  it('keeps the token when it is not touched', async () => {
    vi.mocked(api.chatbots.get).mockResolvedValue({ success: true, message: '', chatbot });
    vi.mocked(api.chatbots.update).mockResolvedValue({ success: true, message: '', chatbot });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.chatbots.update).toHaveBeenCalled());
    expect(vi.mocked(api.chatbots.update).mock.calls[0]?.[0]).not.toHaveProperty('access_token');
  });

  it('has no data to show for an unknown chatbot', async () => {
    vi.mocked(api.chatbots.get).mockRejectedValue(httpError(404, 'Chatbot introuvable'));
    renderPage();
    expect(await screen.findByText('Aucune donnée de chatbot disponible')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la liste' }).getAttribute('href')).toBe(
      '/dashboard/chatbots',
    );
  });

  it('ends the session on a 401', async () => {
    vi.mocked(api.chatbots.get).mockRejectedValue(
      httpError(401, 'Session expirée, veuillez vous reconnecter'),
    );
    renderPage();
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
