import { ORPCError } from '@orpc/client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { renderCreateChatbotPage } from '../test/chatbotScreens';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { chatbots: { create: vi.fn() } },
}));

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CreateChatbotPage', () => {
  beforeEach(() => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 't' }, token: 't' }));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('requires a name and calls nothing without one', () => {
    renderCreateChatbotPage();
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByText('Le nom du chatbot est obligatoire')).toBeTruthy();
    expect(api.chatbots.create).not.toHaveBeenCalled();
  });

  it('shows the WhatsApp section only for a WhatsApp chatbot', () => {
    renderCreateChatbotPage();
    expect(screen.getByLabelText('Numéro affiché')).toBeTruthy();
    type('Type', 'telegram');
    expect(screen.queryByLabelText('Numéro affiché')).toBeNull();
  });

  it('refuses an avatar that is not JPG, JPEG or PNG', () => {
    renderCreateChatbotPage();
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText(/Avatar/), { target: { files: [gif] } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Format non supporté. Veuillez utiliser JPG, JPEG ou PNG',
    );
  });

  it('creates, keeps the return path, then goes back to the WhatsApp popup after 1.5 s', async () => {
    vi.mocked(api.chatbots.create).mockResolvedValue({
      success: true,
      message: 'Chatbot créé avec succès !',
      chatbot_id: 'bot-9',
    });
    renderCreateChatbotPage(
      '/dashboard/chatbots/create?returnTo=whatsapp_management&openpopupwhatsapp=true&accountId=acc-1',
    );
    expect(localStorage.getItem('chatbotCreateReturnTo')).toBe('whatsapp_management');
    type(/Nom du chatbot/, '  Boutique Teranga ');
    type("Jeton d'accès", 'EAAG-secret');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(api.chatbots.create).toHaveBeenCalled());
    const [input] = vi.mocked(api.chatbots.create).mock.calls[0] ?? [];
    expect(JSON.parse(input?.data ?? '{}')).toMatchObject({
      bot_name: 'Boutique Teranga',
      type: 'whatsapp',
      status: 'inactive',
      access_token: 'EAAG-secret',
    });
    expect(input?.avatar).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(
      await screen.findByText(
        'Arrivé sur /dashboard/whatsapp_management?openpopupwhatsapp=true&accountId=acc-1&chatbotId=bot-9',
      ),
    ).toBeTruthy();
    expect(localStorage.getItem('chatbotCreateReturnTo')).toBeNull();
  });

  it("shows the server's error, or that it cannot be reached", async () => {
    vi.mocked(api.chatbots.create).mockRejectedValueOnce(
      new ORPCError('HTTP_400', {
        status: 400,
        message: 'Veuillez entrer une adresse email valide',
        data: {
          success: false,
          error: 'Veuillez entrer une adresse email valide',
          message: '',
          field: 'email',
        },
      }),
    );
    renderCreateChatbotPage();
    type(/Nom du chatbot/, 'Bot');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect((await screen.findAllByText('Veuillez entrer une adresse email valide')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    vi.mocked(api.chatbots.create).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Impossible de contacter le serveur')).toBeTruthy();
  });

  it('goes back to the list on cancel', () => {
    renderCreateChatbotPage();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('Arrivé sur /dashboard/chatbots')).toBeTruthy();
  });
});
