import type { ChatMessage, ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { formatRelative } from '../../components/chat/chatDates';
import { touchConversationRow, upsertConversation, upsertTranscriptMessage } from './conversationCache';
import {
  conversationListOptions,
  type ListData,
  type TranscriptData,
  transcriptOptions,
} from './conversationQueries';

const BOT = 'bot';
const row = (usertel: string, at: string, over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  end_user_id: `eu-${usertel}`,
  usertel,
  channel: 'web',
  name: usertel,
  phone: '',
  last_message_at: at,
  last_message_preview: '',
  unread_count: 0,
  status: 'resolved',
  assignee_id: null,
  is_test: false,
  reply_window_ends_at: null,
  ...over,
});
const msg = (id: string, at: string, status = 'sent'): ChatMessage => ({
  id,
  direction: 'out',
  type: 'text',
  content: { element: { type: 'text', message: `m${id}` } },
  status,
  error: null,
  agent_id: null,
  created_at: at,
});

function listWith(
  client: QueryClient,
  pages: Array<{ rows: ConversationSummary[]; has_more: boolean }>,
  search = '',
) {
  client.setQueryData<ListData>(conversationListOptions(BOT, search).queryKey, {
    pages: pages.map((page) => ({ success: true, conversations: page.rows, has_more: page.has_more })),
    pageParams: pages.map(() => undefined),
  });
}
const usertels = (client: QueryClient, search = '') =>
  client
    .getQueryData<ListData>(conversationListOptions(BOT, search).queryKey)
    ?.pages.map((page) => page.conversations.map((conversation) => conversation.usertel));

describe('conversation cache', () => {
  it('moves a row to the top on a new message, with its preview', () => {
    const client = new QueryClient();
    listWith(client, [
      { rows: [row('a', '2026-01-03T00:00:00Z'), row('b', '2026-01-02T00:00:00Z')], has_more: true },
      { rows: [row('c', '2026-01-01T00:00:00Z')], has_more: false },
    ]);
    expect(touchConversationRow(client, BOT, 'c', msg('1', '2026-01-04T00:00:00Z'))).toBe(true);
    expect(usertels(client)).toEqual([['c', 'a', 'b'], []]);
    const first = client.getQueryData<ListData>(conversationListOptions(BOT, '').queryKey)?.pages[0]
      ?.conversations[0];
    expect(first?.last_message_preview).toBe('m1');
    expect(touchConversationRow(client, BOT, 'zzz', msg('2', '2026-01-05T00:00:00Z'))).toBe(false);
  });

  it('inserts a new conversation in the unfiltered list and in searches it matches only', () => {
    const client = new QueryClient();
    listWith(client, [{ rows: [row('a', '2026-01-03T00:00:00Z')], has_more: false }]);
    listWith(client, [{ rows: [], has_more: false }], 'awa');
    upsertConversation(client, BOT, row('new', '2026-01-04T00:00:00Z', { name: 'Moussa' }));
    expect(usertels(client)).toEqual([['new', 'a']]);
    expect(usertels(client, 'awa')).toEqual([[]]);
  });

  it('appends a message to the newest transcript page and replaces a status update where it is', () => {
    const client = new QueryClient();
    client.setQueryData<TranscriptData>(transcriptOptions(BOT, 'a').queryKey, {
      pages: [
        {
          success: true,
          conversation: row('a', null as never),
          messages: [msg('5', 'x')],
          has_more: true,
          first_seq: 5,
        },
        {
          success: true,
          conversation: row('a', null as never),
          messages: [msg('1', 'x')],
          has_more: false,
          first_seq: 1,
        },
      ],
      pageParams: [undefined, 5],
    });
    upsertTranscriptMessage(client, BOT, 'a', msg('6', 'y'));
    upsertTranscriptMessage(client, BOT, 'a', msg('1', 'x', 'read'));
    const data = client.getQueryData<TranscriptData>(transcriptOptions(BOT, 'a').queryKey);
    expect(data?.pages[0]?.messages.map((m) => m.id)).toEqual(['5', '6']);
    expect(data?.pages[1]?.messages[0]?.status).toBe('read');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('speaks French', () => {
    expect(formatRelative('2026-11-22T11:59:40Z', now)).toBe('à l’instant');
    expect(formatRelative('2026-11-22T11:55:00Z', now)).toBe('il y a 5 minutes');
    expect(formatRelative('2026-11-22T09:00:00Z', now)).toBe('il y a 3 heures');
    expect(formatRelative('2026-11-21T12:00:00Z', now)).toBe('hier');
    expect(formatRelative(null, now)).toBe('');
  });

  it('counts days by the calendar of the user’s time zone', () => {
    // Sunday 22 November, 09:00 in Abidjan: Friday 22:00 is two days ago (35 hours said 'hier').
    const morning = Date.parse('2026-11-22T09:00:00Z');
    expect(formatRelative('2026-11-21T19:46:00Z', morning, 'Africa/Abidjan')).toBe('hier');
    expect(formatRelative('2026-11-20T22:00:00Z', morning, 'Africa/Abidjan')).toBe('vendredi');
    expect(formatRelative('2026-11-15T22:00:00Z', morning, 'Africa/Abidjan')).toBe('15 nov.');
  });
});
