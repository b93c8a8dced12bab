import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isNotFound } from '../../components/chat/failureText';
import { upsertMessage } from '../../components/chat/upsertMessage';
import { type ContractOutputs, orpc } from '../../lib/orpc';

export type ConversationData = ContractOutputs['inbox']['get'];
type TranscriptPage = ContractOutputs['conversations']['transcript'];
/** pages[0] holds the newest messages; each next page is older. */
export type TranscriptData = InfiniteData<TranscriptPage, number | undefined>;

/**
 * The conversation, its notes and its stretch with a person. The inbox page invalidates this key
 * on live events, so it is always fresh while open. Tried again once, as every query, but not
 * an unknown id.
 */
export function conversationOptions(id: string) {
  return orpc.inbox.get.queryOptions({
    input: { id },
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

/** The messages, through the per-chatbot transcript: the newest page first, older ones with before_seq. */
export function transcriptOptions(chatbotId: string, usertel: string) {
  return orpc.conversations.transcript.infiniteOptions({
    input: (beforeSeq: number | undefined) => ({
      chatbotId,
      usertel,
      ...(beforeSeq ? { before_seq: beforeSeq } : {}),
    }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more && last.first_seq ? last.first_seq : undefined),
    staleTime: 0,
  });
}

/** The workspace's members, labels and canned responses change rarely: a minute's cache. */
export const membersOptions = () => orpc.inbox.members.queryOptions({ staleTime: 60_000 });
export const labelsOptions = () => orpc.inbox.labels.queryOptions({ staleTime: 60_000 });
export const cannedOptions = () => orpc.cannedResponses.list.queryOptions({ staleTime: 60_000 });

/** A list page as the inbox page caches it: only `conversations` is read, whatever else it holds. */
interface ListPageLike {
  conversations: InboxConversation[];
}
type ListDataLike = InfiniteData<ListPageLike> | ListPageLike;

function patchRows(data: ListDataLike, id: string, patch: (row: InboxConversation) => InboxConversation) {
  const patchPage = (page: ListPageLike) => ({
    ...page,
    conversations: page.conversations.map((row) => (row.id === id ? patch(row) : row)),
  });
  if ('pages' in data) return { ...data, pages: data.pages.map(patchPage) };
  return patchPage(data);
}

/**
 * Changes a conversation's row in every cached inbox list at once (the list is the inbox page's,
 * and its live events will confirm): the pane's answer is shown without waiting for them.
 */
export function patchListRows(
  client: QueryClient,
  id: string,
  patch: (row: InboxConversation) => InboxConversation,
) {
  for (const [key, data] of client.getQueriesData<ListDataLike>({ queryKey: orpc.inbox.list.key() })) {
    if (data && ('pages' in data || 'conversations' in data))
      client.setQueryData(key, patchRows(data, id, patch));
  }
}

/** A call answered the conversation: the pane's copy, the list's row and the views' counts follow. */
export function storeConversation(client: QueryClient, conversation: InboxConversation) {
  client.setQueryData<ConversationData>(conversationOptions(conversation.id).queryKey, (old) =>
    old ? { ...old, conversation } : old,
  );
  patchListRows(client, conversation.id, () => conversation);
  void client.invalidateQueries({ queryKey: orpc.inbox.counts.key() });
}

/** A message the agent just sent goes into the open transcript (the live event may bring it again). */
export function storeSentMessage(
  client: QueryClient,
  chatbotId: string,
  usertel: string,
  message: ChatMessage,
) {
  client.setQueryData<TranscriptData>(transcriptOptions(chatbotId, usertel).queryKey, (old) => {
    if (!old) return old;
    const inPage = old.pages.findIndex((page) => page.messages.some((known) => known.id === message.id));
    const at = inPage === -1 ? 0 : inPage;
    return {
      ...old,
      pages: old.pages.map((page, index) =>
        index === at ? { ...page, messages: upsertMessage(page.messages, message) } : page,
      ),
    };
  });
}
