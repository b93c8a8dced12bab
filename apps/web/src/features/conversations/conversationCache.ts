import type { ChatMessage, ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import type { QueryClient } from '@tanstack/react-query';
import { conversationTexts } from '../../components/chat/conversationTexts';
import { readInbound, readOutbound } from '../../components/chat/messageContent';
import {
  conversationListsKey,
  type ListData,
  listFiltersOf,
  type TranscriptData,
  transcriptOptions,
} from './conversationQueries';

const time = (iso: string | null) => (iso ? new Date(iso).getTime() || 0 : 0);

function matchesSearch(conversation: ConversationSummary, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [conversation.name, conversation.usertel, conversation.phone].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Puts a row where its last_message_at belongs in a newest-first list (first page when it is newer than all). */
function placeRow(data: ListData, row: ConversationSummary, search: string, tests: boolean): ListData {
  // Customers and test conversations are listed apart: a row never crosses into the other list.
  if (row.is_test !== tests) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    conversations: page.conversations.filter((existing) => existing.end_user_id !== row.end_user_id),
  }));
  const existed = pages.some(
    (page, index) => page.conversations.length !== data.pages[index]?.conversations.length,
  );
  if (!existed && !matchesSearch(row, search)) return data;
  for (const [pageIndex, page] of pages.entries()) {
    const position = page.conversations.findIndex(
      (other) => time(other.last_message_at) < time(row.last_message_at),
    );
    const isLast = pageIndex === pages.length - 1;
    if (position !== -1 || (isLast && !page.has_more) || (isLast && existed)) {
      const at = position === -1 ? page.conversations.length : position;
      page.conversations.splice(at, 0, row);
      return { ...data, pages };
    }
  }
  // Older than every loaded row while more pages exist: paging will bring it.
  return { ...data, pages };
}

/** A new or changed conversation (SSE `conversation`, or a call's answer): list rows and the open header. */
export function upsertConversation(
  client: QueryClient,
  chatbotId: string,
  conversation: ConversationSummary,
) {
  for (const [key, data] of client.getQueriesData<ListData>({ queryKey: conversationListsKey(chatbotId) })) {
    if (!data) continue;
    const { search, tests } = listFiltersOf(key);
    client.setQueryData<ListData>(key, placeRow(data, conversation, search, tests));
  }
  client.setQueryData<TranscriptData>(
    transcriptOptions(chatbotId, conversation.usertel).queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page, index) => (index === 0 ? { ...page, conversation } : page)),
      },
  );
}

/** Adds a message to the open transcript, or replaces the one with its id (status update). */
export function upsertTranscriptMessage(
  client: QueryClient,
  chatbotId: string,
  usertel: string,
  message: ChatMessage,
): void {
  client.setQueryData<TranscriptData>(transcriptOptions(chatbotId, usertel).queryKey, (data) => {
    if (!data || data.pages.length === 0) return data;
    const holder = data.pages.findIndex((page) =>
      page.messages.some((existing) => existing.id === message.id),
    );
    const target = holder === -1 ? 0 : holder;
    return {
      ...data,
      pages: data.pages.map((page, index) => {
        if (index !== target) return page;
        if (holder === -1) return { ...page, messages: [...page.messages, message] };
        return {
          ...page,
          messages: page.messages.map((existing) => (existing.id === message.id ? message : existing)),
        };
      }),
    };
  });
}

/**
 * A message arrived for a conversation: its row takes the message's time and preview and moves up.
 * Returns false when no loaded list has the row (a new conversation: its `conversation` event or a
 * refetch brings it).
 */
export function touchConversationRow(
  client: QueryClient,
  chatbotId: string,
  usertel: string,
  message: ChatMessage,
): boolean {
  let found = false;
  for (const [key, data] of client.getQueriesData<ListData>({ queryKey: conversationListsKey(chatbotId) })) {
    const row = data?.pages
      .flatMap((page) => page.conversations)
      .find((existing) => existing.usertel === usertel);
    if (!data || !row) continue;
    found = true;
    if (time(message.created_at) < time(row.last_message_at)) continue;
    const { search, tests } = listFiltersOf(key);
    const preview = previewOf(message) || row.last_message_preview;
    client.setQueryData<ListData>(
      key,
      placeRow(
        data,
        { ...row, last_message_at: message.created_at, last_message_preview: preview },
        search,
        tests,
      ),
    );
  }
  return found;
}

/** A short text of a message for the list's preview column. */
export function previewOf(message: ChatMessage): string {
  if (message.direction === 'in') {
    const view = readInbound(message);
    if (view.kind === 'text' || view.kind === 'unknown') return view.text;
    if (view.kind === 'choice') return view.title;
    if (view.kind === 'location') return view.name ?? '📍';
    return view.caption ?? conversationTexts[view.mediaType];
  }
  const view = readOutbound(message);
  switch (view.kind) {
    case 'text':
    case 'text_button':
    case 'location_request':
      return view.text;
    case 'list':
    case 'button_link':
    case 'template':
      return view.body;
    case 'unknown':
      return view.text ?? '';
    default:
      return view.caption ?? conversationTexts[view.kind];
  }
}
