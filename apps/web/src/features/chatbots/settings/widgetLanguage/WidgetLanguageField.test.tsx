import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/apiClient';
import { switchLanguage } from '../../../../lib/i18n/displayLanguage';
import { WidgetLanguageField } from './WidgetLanguageField';

vi.mock('../../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { chatbots: { get: vi.fn(), update: vi.fn() } },
}));

const ID = '00000000-0000-4000-8000-000000000001';

const chatbot = { _id: ID, bot_name: 'Awa Boutique', type: 'web', widget_language: 'auto' } as Chatbot;

function renderField(shown: Chatbot = chatbot) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <WidgetLanguageField chatbot={shown} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function choose(field: string, option: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe("the chatbot's language field", () => {
  beforeEach(() => {
    // jsdom has no layout: the option list scrolls to the selected option.
    Element.prototype.scrollIntoView = vi.fn();
    vi.spyOn(notifications, 'show').mockReturnValue('');
  });
  afterEach(async () => {
    cleanup();
    vi.clearAllMocks();
    vi.restoreAllMocks();
    await switchLanguage('fr');
  });

  it('shows the saved choice and saves another at once, alone', async () => {
    vi.mocked(api.chatbots.update).mockResolvedValue({
      success: true,
      message: '',
      chatbot: { ...chatbot, widget_language: 'en' },
    });
    renderField();
    const field = await screen.findByRole('combobox', { name: 'Langue du chatbot' });
    expect(field).toHaveProperty(
      'value',
      "Automatique (langue de l'utilisateur quand son canal l'indique, sinon français)",
    );

    await choose('Langue du chatbot', 'English');
    await waitFor(() => expect(api.chatbots.update).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.chatbots.update).mock.calls[0]?.[0]).toEqual({ id: ID, widget_language: 'en' });
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'green',
        message: 'Langue du chatbot enregistrée',
      }),
    );
    expect(field).toHaveProperty('value', 'English');
  });

  it('puts the previous choice back when the save is refused', async () => {
    const refusal = 'Service momentanément indisponible';
    vi.mocked(api.chatbots.update).mockRejectedValue(
      new ORPCError('HTTP_503', {
        status: 503,
        message: refusal,
        data: { success: false, error: refusal, message: refusal },
      }),
    );
    renderField({ ...chatbot, widget_language: 'es' });
    const field = await screen.findByRole('combobox', { name: 'Langue du chatbot' });
    expect(field).toHaveProperty('value', 'Español');
    await choose('Langue du chatbot', 'Français');
    await waitFor(() => expect(field).toHaveProperty('value', 'Español'));
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        title: "La langue du chatbot n'a pas pu être enregistrée",
        message: refusal,
      }),
    );
  });

  it('speaks English after a switch; the languages keep their own names', async () => {
    renderField();
    await screen.findByRole('combobox', { name: 'Langue du chatbot' });
    await act(() => switchLanguage('en'));
    const field = await screen.findByRole('combobox', { name: 'Chatbot language' });
    expect(field).toHaveProperty(
      'value',
      "Automatic (the user's language when their channel provides it, else French)",
    );
    expect(screen.getByText(/Your flows' messages stay exactly as you wrote them/)).toBeTruthy();
    fireEvent.click(field);
    for (const name of ['Français', 'English', 'Español'])
      expect(await screen.findByRole('option', { name })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await switchLanguage('es');
    renderField();
    expect(await screen.findByRole('combobox', { name: 'Idioma del chatbot' })).toHaveProperty(
      'value',
      'Automático (el idioma del usuario cuando su canal lo indica o, si no, francés)',
    );
  });
});
