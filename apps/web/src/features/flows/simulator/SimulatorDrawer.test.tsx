import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { readServerSentEvents } from '../../../lib/readServerSentEvents';
import { SimulatorDrawer } from './SimulatorDrawer';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { conversations: { startSimulator: vi.fn(), webChatHistory: vi.fn(), webChatSend: vi.fn() } },
}));
vi.mock('../../../lib/readServerSentEvents', () => ({ readServerSentEvents: vi.fn() }));

const conversations = vi.mocked(api.conversations);
const BOT = '7f0c1c52-3a1e-4d5b-9a57-2f1f8d0e9b11';

const botMessage = (id: string, element: Record<string, unknown>): ChatMessage => ({
  id,
  direction: 'out',
  type: String(element.type),
  content: { element },
  status: 'sent',
  error: null,
  agent_id: null,
  created_at: new Date().toISOString(),
});

function emit(message: ChatMessage) {
  const options = vi.mocked(readServerSentEvents).mock.calls.at(-1)?.[1];
  if (!options) throw new Error('no subscription');
  act(() => options.onEvent({ event: 'message', data: JSON.stringify(message) }));
}

beforeEach(() => {
  vi.mocked(readServerSentEvents).mockResolvedValue(undefined);
  conversations.startSimulator.mockResolvedValue({
    success: true,
    session: { visitor_id: 'v1', token: 'tk1' },
  });
  conversations.webChatHistory.mockResolvedValue({
    success: true,
    messages: [
      botMessage('1', {
        type: 'text_button',
        message: 'Bienvenue ! Que souhaitez-vous ?',
        buttons: [{ id: 'blk_menu', title: 'Voir le menu' }],
      }),
    ],
  });
  conversations.webChatSend.mockResolvedValue({ success: true });
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('SimulatorDrawer', () => {
  it('starts a test conversation, renders it and sends taps and texts', async () => {
    render(
      <MantineProvider env="test">
        <SimulatorDrawer chatbotId={BOT} opened onClose={() => {}} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Tester le chatbot')).toBeTruthy();
    expect(await screen.findByText('Bienvenue ! Que souhaitez-vous ?')).toBeTruthy();
    expect(conversations.startSimulator).toHaveBeenCalledWith({ chatbotId: BOT });
    expect(readServerSentEvents).toHaveBeenCalledWith(
      `http://localhost/api/webchat/${BOT}/events?visitor_id=v1&token=tk1`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Voir le menu' }));
    await waitFor(() =>
      expect(conversations.webChatSend).toHaveBeenCalledWith({
        chatbotId: BOT,
        visitor_id: 'v1',
        token: 'tk1',
        event: { type: 'button', id: 'blk_menu', title: 'Voir le menu' },
      }),
    );
    expect(screen.getByText('Le bot écrit...')).toBeTruthy();
    emit(
      botMessage('2', {
        type: 'location_request_message',
        message: 'Où êtes-vous ?',
      }),
    );
    expect(await screen.findByText('Où êtes-vous ?')).toBeTruthy();
    expect(screen.queryByText('Le bot écrit...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la position' }));
    await waitFor(() =>
      expect(conversations.webChatSend).toHaveBeenLastCalledWith(
        expect.objectContaining({
          event: {
            type: 'location',
            latitude: 14.6928,
            longitude: -17.4467,
            name: 'Position de démonstration',
          },
        }),
      ),
    );

    const input = screen.getByLabelText<HTMLInputElement>('Votre message');
    fireEvent.change(input, { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(conversations.webChatSend).toHaveBeenLastCalledWith(
        expect.objectContaining({ event: { type: 'text', text: 'Bonjour' } }),
      ),
    );
    expect(screen.getByText('Bonjour')).toBeTruthy();
    expect(input.value).toBe('');
    // The stored copy coming back through the events replaces the local one.
    emit({
      id: '77',
      direction: 'in',
      type: 'text',
      content: { event: { type: 'text', text: 'Bonjour' }, text: 'Bonjour' },
      status: 'received',
      error: null,
      agent_id: null,
      created_at: new Date().toISOString(),
    });
    await waitFor(() => expect(document.querySelector('[data-message-id="77"]')).toBeTruthy());
    expect(screen.getAllByText('Bonjour')).toHaveLength(1);

    conversations.startSimulator.mockResolvedValue({
      success: true,
      session: { visitor_id: 'v2', token: 'tk2' },
    });
    conversations.webChatHistory.mockResolvedValue({ success: true, messages: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(await screen.findByText(/Écrivez un message pour commencer/)).toBeTruthy();
    expect(conversations.startSimulator).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Bonjour')).toBeNull();
  });

  it('shows why the test conversation could not start', async () => {
    conversations.startSimulator.mockRejectedValue(new Error('boom'));
    render(
      <MantineProvider env="test">
        <SimulatorDrawer chatbotId={BOT} opened onClose={() => {}} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Impossible de démarrer la conversation de test.')).toBeTruthy();
  });
});
