import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import type { ConversationNote, InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { InboxConversationPane } from '../InboxConversationPane';

export const ME = '0b6c1a4e-1111-4c1d-9a57-000000000001';
export const FATOU = '0b6c1a4e-2222-4c1d-9a57-000000000002';
export const CONVERSATION = '5e1d7a10-3a1e-4d5b-9a57-2f1f8d0e9b11';
export const BOT = '7f0c1c52-3a1e-4d5b-9a57-2f1f8d0e9b11';
export const VIP = '9a9a9a9a-0000-4000-8000-000000000001';
export const URGENT = '9a9a9a9a-0000-4000-8000-000000000002';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const conversation = (over: Partial<InboxConversation> = {}): InboxConversation => ({
  id: CONVERSATION,
  chatbot_id: BOT,
  chatbot_name: 'Boutique Dakar',
  channel: 'whatsapp',
  usertel: '221770000001',
  name: 'Awa Ndiaye',
  phone: '221770000001',
  status: 'open',
  assignee: null,
  snoozed_until: null,
  waiting_since: minutesAgo(12),
  last_message_at: minutesAgo(12),
  last_message_preview: 'Je voudrais parler à quelqu’un',
  unread_count: 2,
  labels: [{ id: VIP, name: 'VIP', color: 'grape' }],
  // 3 h 12 min and a few seconds left.
  reply_window_ends_at: new Date(Date.now() + (3 * 3600 + 12 * 60 + 30) * 1000).toISOString(),
  ...over,
});

export const note = (over: Partial<ConversationNote> & { id: string }): ConversationNote => ({
  author_id: ME,
  author_name: 'Moussa Diop',
  text: 'Client fidèle, livrer en priorité.',
  created_at: minutesAgo(30),
  ...over,
});

export const inbound = (id: string, text: string): ChatMessage => ({
  id,
  direction: 'in',
  type: 'text',
  content: { event: { type: 'text', text }, text },
  status: 'received',
  error: null,
  agent_id: null,
  created_at: minutesAgo(12),
});

export const agentText = (id: string, text: string): ChatMessage => ({
  id,
  direction: 'out',
  type: 'text',
  content: { element: { type: 'text', message: text } },
  status: 'sent',
  error: null,
  agent_id: ME,
  created_at: new Date().toISOString(),
});

/** The transcript call answers these messages for the conversation. */
export function answerTranscript(current: InboxConversation, messages: ChatMessage[]) {
  vi.mocked(api.conversations.transcript).mockResolvedValue({
    success: true,
    conversation: {
      end_user_id: current.id,
      usertel: current.usertel,
      channel: current.channel,
      name: current.name,
      phone: current.phone,
      last_message_at: current.last_message_at,
      last_message_preview: current.last_message_preview,
      unread_count: 0,
      status: current.status,
      assignee_id: null,
      is_test: false,
      reply_window_ends_at: current.reply_window_ends_at,
    },
    messages,
    has_more: false,
    first_seq: 1,
  });
}

/** The answers of a pane opened on Awa's open WhatsApp conversation. */
export function answerAsAwa(over: Partial<InboxConversation> = {}, notes: ConversationNote[] = []) {
  const inbox = vi.mocked(api.inbox);
  const current = conversation(over);
  inbox.get.mockResolvedValue({
    success: true,
    conversation: current,
    notes,
    episode: {
      opened_at: minutesAgo(12),
      opened_reason: 'bot',
      first_response_at: null,
      resolved_at: null,
      first_response_seconds: null,
      resolution_seconds: null,
    },
  });
  answerTranscript(current, [inbound('m1', 'Je voudrais parler à quelqu’un')]);
  inbox.members.mockResolvedValue({
    success: true,
    members: [
      { id: ME, name: 'Moussa Diop', avatar: '', role: 'agent', availability: 'available', open_count: 2 },
      { id: FATOU, name: 'Fatou Sarr', avatar: '', role: 'agent', availability: 'away', open_count: 0 },
    ],
  });
  inbox.labels.mockResolvedValue({
    success: true,
    labels: [
      { id: VIP, name: 'VIP', color: 'grape' },
      { id: URGENT, name: 'Urgent', color: 'red' },
    ],
  });
  inbox.markRead.mockResolvedValue({ success: true });
  vi.mocked(api.cannedResponses.list).mockResolvedValue({
    success: true,
    canned_responses: [
      { id: 'c1', shortcut: 'merci', text: 'Merci {{first_name}}, à bientôt !', updated_at: minutesAgo(60) },
      {
        id: 'c2',
        shortcut: 'horaires',
        text: 'Nous sommes ouverts de 9 h à 18 h.',
        updated_at: minutesAgo(60),
      },
    ],
  });
  return current;
}

export function signIn() {
  localStorage.setItem('user', JSON.stringify({ data: { id: ME, token: 'tok' }, token: 'tok' }));
}

export function renderPane(id = CONVERSATION) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard/inbox']}>
          <InboxConversationPane conversationId={id} backTo="/dashboard/inbox?view=mine" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}
