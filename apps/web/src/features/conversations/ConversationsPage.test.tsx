import type { ChatMessage, ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { readServerSentEvents, type ServerSentEvent } from '../../lib/readServerSentEvents';
import { ConversationsPage } from './ConversationsPage';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { get: vi.fn() },
    conversations: {
      list: vi.fn(),
      transcript: vi.fn(),
      markRead: vi.fn(),
      reply: vi.fn(),
      retry: vi.fn(),
      takeOver: vi.fn(),
      handBack: vi.fn(),
    },
  },
}));
vi.mock('../../lib/readServerSentEvents', () => ({ readServerSentEvents: vi.fn(() => Promise.resolve()) }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const conversations = vi.mocked(api.conversations);
const BOT = '7f0c1c52-3a1e-4d5b-9a57-2f1f8d0e9b11';
const AWA = '221770000001';
const MODOU = '221770000002';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const summary = (over: Partial<ConversationSummary>): ConversationSummary => ({
  end_user_id: `eu-${over.usertel ?? AWA}`,
  usertel: AWA,
  channel: 'whatsapp',
  name: 'Awa Ndiaye',
  phone: AWA,
  last_message_at: ago(5),
  last_message_preview: 'Bonjour',
  unread_count: 0,
  status: 'resolved',
  assignee_id: null,
  is_test: false,
  reply_window_ends_at: inAnHour(),
  ...over,
});
const message = (over: Partial<ChatMessage> & { id: string }): ChatMessage => ({
  direction: 'in',
  type: 'text',
  content: { event: { type: 'text', text: 'Bonjour' }, text: 'Bonjour' },
  status: 'received',
  error: null,
  agent_id: null,
  created_at: ago(5),
  ...over,
});
const botText = (id: string, text: string, over: Partial<ChatMessage> = {}): ChatMessage =>
  message({
    id,
    direction: 'out',
    content: { element: { type: 'text', message: text } },
    status: 'delivered',
    ...over,
  });

const awa = summary({});
const modou = summary({
  usertel: MODOU,
  name: 'Modou Fall',
  channel: 'telegram',
  last_message_at: ago(60),
  last_message_preview: 'Merci',
  unread_count: 3,
  status: 'open',
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/chat/:chatbotId" element={<ConversationsPage />}>
              <Route path=":usertel" element={null} />
            </Route>
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function emit(event: ServerSentEvent) {
  const options = vi.mocked(readServerSentEvents).mock.calls.at(-1)?.[1];
  if (!options) throw new Error('no subscription');
  act(() => options.onEvent(event));
}

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 'tok' }, token: 'tok' }));
  conversations.list.mockResolvedValue({ success: true, conversations: [awa, modou], has_more: false });
  conversations.transcript.mockResolvedValue({
    success: true,
    conversation: awa,
    messages: [message({ id: 'm1' }), botText('m2', 'Bienvenue chez nous')],
    has_more: false,
    first_seq: 1,
  });
  conversations.markRead.mockResolvedValue({ success: true, conversation: awa });
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
});

const row = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('ConversationsPage', () => {
  it('lists conversations, opens one, marks it read and sends a reply with Enter', async () => {
    renderAt(`/dashboard/chat/${BOT}/${AWA}`);
    expect(await screen.findByText('Bienvenue chez nous')).toBeTruthy();
    const list = within(screen.getByRole('navigation', { name: 'Conversations' }));
    expect(list.getByText('Awa Ndiaye')).toBeTruthy();
    expect(list.getByText('Modou Fall')).toBeTruthy();
    expect(list.getByLabelText('3 messages non lus')).toBeTruthy();
    expect(list.getByText('Pause')).toBeTruthy();
    expect(list.getByText('il y a 5 minutes')).toBeTruthy();
    expect(row('Awa Ndiaye').getAttribute('aria-current')).toBe('page');
    await waitFor(() =>
      expect(conversations.markRead).toHaveBeenCalledWith(
        { chatbotId: BOT, usertel: AWA },
        expect.anything(),
      ),
    );
    expect(readServerSentEvents).toHaveBeenCalledWith(
      `http://localhost/api/strong/chat/${BOT}/events`,
      expect.objectContaining({ headers: { Authorization: 'Bearer tok' } }),
    );

    const reply = botText('m3', 'Je vous aide tout de suite', {
      agent_id: 'u1',
      status: 'sent',
      created_at: new Date().toISOString(),
    });
    conversations.reply.mockResolvedValue({
      success: true,
      message: reply,
      conversation: {
        ...awa,
        status: 'open',
        last_message_preview: 'Je vous aide tout de suite',
      },
    });
    const box = screen.getByLabelText<HTMLTextAreaElement>('Votre réponse');
    fireEvent.change(box, { target: { value: 'Je vous aide tout de suite' } });
    expect(screen.getByText('26 / 4096')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(conversations.reply).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(conversations.reply).toHaveBeenCalledWith(
        { chatbotId: BOT, usertel: AWA, text: 'Je vous aide tout de suite' },
        expect.anything(),
      ),
    );
    const log = within(screen.getByRole('log'));
    expect(await log.findByText('Je vous aide tout de suite')).toBeTruthy();
    expect(log.getByText('Agent')).toBeTruthy();
    expect(box.value).toBe('');
    // The answer paused the bot: the header offers to hand back.
    expect(screen.getByRole('button', { name: 'Rendre la main au bot' })).toBeTruthy();
    expect(screen.getByText('Bot en pause : un agent répond')).toBeTruthy();
  });

  it("shows the server's message when a reply fails and keeps the text", async () => {
    conversations.reply.mockRejectedValue(
      new ORPCError('HTTP_422', {
        status: 422,
        message: 'Fenêtre fermée',
        data: { success: false, message: 'Fenêtre de 24 heures fermée' },
      }),
    );
    renderAt(`/dashboard/chat/${BOT}/${AWA}`);
    const box = await screen.findByLabelText<HTMLTextAreaElement>('Votre réponse');
    fireEvent.change(box, { target: { value: 'Bonjour Awa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Fenêtre de 24 heures fermée');
    expect(box.value).toBe('Bonjour Awa');
    box.focus();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(document.activeElement).not.toBe(box);
  });

  it('closes the composer when the WhatsApp window is over', async () => {
    conversations.markRead.mockResolvedValue({
      success: true,
      conversation: { ...awa, reply_window_ends_at: ago(10) },
    });
    conversations.transcript.mockResolvedValue({
      success: true,
      conversation: { ...awa, reply_window_ends_at: ago(10) },
      messages: [message({ id: 'm1' })],
      has_more: false,
      first_seq: 1,
    });
    renderAt(`/dashboard/chat/${BOT}/${AWA}`);
    expect(await screen.findByText(/La fenêtre de 24 heures de WhatsApp est fermée/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Votre réponse').disabled).toBe(true);
  });

  it('takes over and loads older messages', async () => {
    conversations.transcript.mockResolvedValueOnce({
      success: true,
      conversation: awa,
      messages: [botText('m5', 'Message récent')],
      has_more: true,
      first_seq: 5,
    });
    conversations.transcript.mockResolvedValueOnce({
      success: true,
      conversation: awa,
      messages: [botText('m1', 'Message ancien')],
      has_more: false,
      first_seq: 1,
    });
    conversations.takeOver.mockResolvedValue({
      success: true,
      conversation: { ...awa, status: 'open' },
    });
    renderAt(`/dashboard/chat/${BOT}/${AWA}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Charger les messages précédents' }));
    expect(await screen.findByText('Message ancien')).toBeTruthy();
    expect(conversations.transcript).toHaveBeenLastCalledWith(
      { chatbotId: BOT, usertel: AWA, before_seq: 5 },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Prendre la main' }));
    await waitFor(() =>
      expect(conversations.takeOver).toHaveBeenCalledWith(
        { chatbotId: BOT, usertel: AWA },
        expect.anything(),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Rendre la main au bot' })).toBeTruthy();
  });

  it('applies live events: new messages, status updates and reordering', async () => {
    renderAt(`/dashboard/chat/${BOT}/${AWA}`);
    await screen.findByText('Bienvenue chez nous');
    const pending = botText('m9', 'Votre commande est prête', {
      status: 'queued',
      created_at: new Date().toISOString(),
    });
    emit({
      event: 'message',
      data: JSON.stringify({ usertel: AWA, end_user_id: awa.end_user_id, message: pending }),
    });
    expect(await screen.findByText('Votre commande est prête')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'En attente' })).toBeTruthy();
    emit({
      event: 'message',
      data: JSON.stringify({
        usertel: AWA,
        end_user_id: awa.end_user_id,
        message: { ...pending, status: 'read' },
      }),
    });
    expect(await screen.findByRole('img', { name: 'Lu' })).toBeTruthy();
    expect(within(screen.getByRole('log')).getAllByText('Votre commande est prête')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'En attente' })).toBeNull();

    // A message for Modou moves his row to the top without refetching.
    const fromModou = message({
      id: 'x1',
      content: { event: { type: 'text', text: 'Vous êtes là ?' }, text: 'Vous êtes là ?' },
      created_at: new Date().toISOString(),
    });
    emit({
      event: 'message',
      data: JSON.stringify({ usertel: MODOU, end_user_id: modou.end_user_id, message: fromModou }),
    });
    const links = () => screen.getAllByRole('link').map((link) => link.textContent ?? '');
    await waitFor(() => expect(links()[0]).toContain('Modou Fall'));
    expect(links()[0]).toContain('Vous êtes là ?');
    emit({
      event: 'conversation',
      data: JSON.stringify({
        ...modou,
        unread_count: 4,
        last_message_at: new Date().toISOString(),
        last_message_preview: 'Vous êtes là ?',
      }),
    });
    expect(await screen.findByLabelText('4 messages non lus')).toBeTruthy();
    expect(conversations.list).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('log')).queryByText('Vous êtes là ?')).toBeNull();
  });

  it('pages the list with before = the last row time', async () => {
    conversations.list.mockResolvedValueOnce({ success: true, conversations: [awa, modou], has_more: true });
    conversations.list.mockResolvedValueOnce({
      success: true,
      conversations: [summary({ usertel: '221770000003', name: 'Fatou Sarr', last_message_at: ago(600) })],
      has_more: false,
    });
    renderAt(`/dashboard/chat/${BOT}`);
    expect(await screen.findByText('Sélectionnez une conversation')).toBeTruthy();
    await screen.findByText('Awa Ndiaye');
    const more = screen.queryByRole('button', { name: 'Afficher plus de conversations' });
    if (more) fireEvent.click(more);
    expect(await screen.findByText('Fatou Sarr')).toBeTruthy();
    expect(conversations.list).toHaveBeenLastCalledWith(
      { chatbotId: BOT, limit: 30, before: modou.last_message_at },
      expect.anything(),
    );
    fireEvent.click(row('Fatou Sarr'));
    expect(screen.getByTestId('location').textContent).toBe(`/dashboard/chat/${BOT}/221770000003`);
  });

  it('shows the empty state with a link to test the bot', async () => {
    conversations.list.mockResolvedValue({ success: true, conversations: [], has_more: false });
    renderAt(`/dashboard/chat/${BOT}`);
    expect(await screen.findByText('Aucune conversation pour le moment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tester le bot' }).getAttribute('href')).toBe(
      `/dashboard/chatbots/${BOT}/playground`,
    );
  });

  it('shows a 404 with a link back to the chatbots', async () => {
    conversations.list.mockRejectedValue(
      new ORPCError('HTTP_404', {
        status: 404,
        message: 'Chatbot introuvable',
        data: { success: false, message: 'Chatbot introuvable' },
      }),
    );
    renderAt(`/dashboard/chat/${BOT}`);
    expect(await screen.findByText('Chatbot introuvable')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux chatbots' }).getAttribute('href')).toBe(
      '/dashboard/chatbots',
    );
  });

  it('offers a retry when the list fails', async () => {
    conversations.list.mockRejectedValueOnce(
      new ORPCError('HTTP_500', { status: 500, message: 'x', data: {} }),
    );
    renderAt(`/dashboard/chat/${BOT}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Awa Ndiaye')).toBeTruthy();
  });
});
