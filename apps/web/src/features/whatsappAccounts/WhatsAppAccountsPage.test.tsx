import type { WhatsAppAccount } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { WhatsAppAccountsPage } from './WhatsAppAccountsPage';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { list: vi.fn() },
    whatsappAccounts: {
      list: vi.fn(),
      signupConfig: vi.fn(),
      sendCode: vi.fn(),
      checkCode: vi.fn(),
      associate: vi.fn(),
      dissociate: vi.fn(),
      remove: vi.fn(),
      update: vi.fn(),
      health: vi.fn(),
      create: vi.fn(),
    },
  },
}));

const config = {
  available: true,
  simulated: true,
  app_id: 'griot-simulateur',
  version: 'v23.0',
  sdk_url: 'http://127.0.0.1:4010/embedded-signup/sdk.js',
  config_ids: { ecommerce: 'a', customer_support: 'b' },
  message_origins: ['http://127.0.0.1:4010'],
};

function buildAccount(overrides: Partial<WhatsAppAccount> = {}): WhatsAppAccount {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    verified_name: 'Boutique Téranga',
    display_phone_number: '+221771234567',
    phone_number_id: '106540352242922',
    waba_id: '1',
    business_id: '2',
    type: 'ecommerce',
    config_id: '1102345678901234',
    description: '',
    created_at: '2026-03-05T10:00:00.000Z',
    code_verification_status: 'VERIFIED',
    idbot: null,
    bot_name: null,
    registered_at: null,
    subscribed: true,
    register_attempts: 0,
    waba_numbers: [],
    last_error: '',
    ...overrides,
  };
}

function renderPage(path = '/dashboard/whatsapp_management') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/whatsapp_management" element={<WhatsAppAccountsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('WhatsAppAccountsPage', () => {
  beforeEach(() => {
    vi.mocked(api.whatsappAccounts.signupConfig).mockResolvedValue({ success: true, config });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the empty state without the payment notice', async () => {
    vi.mocked(api.whatsappAccounts.list).mockResolvedValue([]);
    renderPage();
    expect(screen.getByText('Chargement des comptes WhatsApp...')).toBeTruthy();
    expect(await screen.findByText('Aucun compte WhatsApp trouvé')).toBeTruthy();
    expect(screen.getByText('Commencez par associer votre premier compte WhatsApp')).toBeTruthy();
    expect(screen.queryByText('Voir plus')).toBeNull();
  });

  it('shows the load error with the server message and retries', async () => {
    vi.mocked(api.whatsappAccounts.list).mockRejectedValueOnce(
      new ORPCError('HTTP_500', {
        status: 500,
        message: 'Erreur interne du serveur.',
        data: { success: false, error: 'Erreur interne du serveur.', message: 'Erreur interne du serveur.' },
      }),
    );
    vi.mocked(api.whatsappAccounts.list).mockResolvedValueOnce([]);
    renderPage();
    expect(
      (await screen.findAllByText('Erreur interne du serveur.', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun compte WhatsApp trouvé')).toBeTruthy();
  });

  it('shows a card with its details, the payment notice and the linked chatbot', async () => {
    vi.mocked(api.whatsappAccounts.list).mockResolvedValue([
      buildAccount({ idbot: '00000000-0000-4000-8000-0000000000b1', bot_name: 'Awa' }),
      buildAccount({
        _id: '00000000-0000-4000-8000-000000000002',
        verified_name: 'Abidjan Express',
        type: 'customer_support',
        code_verification_status: 'NOT_VERIFIED',
      }),
      buildAccount({
        _id: '00000000-0000-4000-8000-000000000003',
        verified_name: 'Perdu',
        code_verification_status: 'EXPIRED',
        idbot: '00000000-0000-4000-8000-0000000000b2',
        bot_name: '',
      }),
    ]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Boutique Téranga' }, { timeout: 5000 });
    expect(within(card).getAllByText('+221 77 123 45 67').length).toBeGreaterThan(0);
    expect(within(card).getByText('E-commerce')).toBeTruthy();
    expect(within(card).getByText('05/03/2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Awa' }).getAttribute('href')).toBe(
      '/dashboard/chatbots/00000000-0000-4000-8000-0000000000b1/home',
    );
    const pending = screen.getByRole('article', { name: 'Abidjan Express' });
    expect(within(pending).getByText('Service client')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Vérifier le numéro de téléphone' })).toBeTruthy();
    const expired = screen.getByRole('article', { name: 'Perdu' });
    expect(within(expired).getAllByText('Vérifié').length).toBeGreaterThan(0);
    expect(within(expired).getByText('Chatbot non trouvé')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(screen.getByText(/Ajouter un moyen de paiement/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voir moins' }));
    fireEvent.click(screen.getByRole('button', { name: 'Masquer cet avertissement' }));
    expect(screen.queryByText('Voir plus')).toBeNull();
  });

  it('opens the link popup from the create-chatbot round trip', async () => {
    vi.mocked(api.whatsappAccounts.list).mockResolvedValue([buildAccount()]);
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [] });
    renderPage(
      '/dashboard/whatsapp_management?openpopupwhatsapp=true&accountId=00000000-0000-4000-8000-000000000001&chatbotId=x',
    );
    expect(await screen.findByRole('dialog', { name: 'Associer un chatbot' })).toBeTruthy();
  });
});
