import type { ChatMessage, ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiOrigin } from '../../lib/apiClient';
import { readServerSentEvents } from '../../lib/readServerSentEvents';
import { getStoredToken } from '../../lib/sessionStore';
import { touchConversationRow, upsertConversation, upsertTranscriptMessage } from './conversationCache';
import { conversationListsKey } from './conversationQueries';

interface MessageEventData {
  usertel: string;
  end_user_id: string;
  message: ChatMessage;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isMessageEvent(value: unknown): value is MessageEventData {
  return (
    isObject(value) &&
    typeof value.usertel === 'string' &&
    isObject(value.message) &&
    typeof value.message.id === 'string'
  );
}

function isSummary(value: unknown): value is ConversationSummary {
  return isObject(value) && typeof value.usertel === 'string' && typeof value.end_user_id === 'string';
}

/**
 * Live updates of the conversation screen: GET /api/strong/chat/{chatbotId}/events. A message is
 * appended to its transcript (or replaces its older status) and moves its row up; a conversation
 * event replaces its row and the open header. An inbound message in the open conversation is
 * marked read through `onInboundInOpen`.
 */
export function useConversationEvents(
  chatbotId: string,
  openUsertel: string | undefined,
  onInboundInOpen: () => void,
) {
  const client = useQueryClient();
  const open = useRef(openUsertel);
  open.current = openUsertel;
  const inbound = useRef(onInboundInOpen);
  inbound.current = onInboundInOpen;

  useEffect(() => {
    if (!chatbotId) return;
    const controller = new AbortController();
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    const token = getStoredToken();
    void readServerSentEvents(`${apiOrigin()}/api/strong/chat/${encodeURIComponent(chatbotId)}/events`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
      onEvent: ({ event, data }) => {
        let payload: unknown;
        try {
          payload = JSON.parse(data);
        } catch {
          return;
        }
        if (event === 'conversation' && isSummary(payload)) {
          upsertConversation(client, chatbotId, payload);
          return;
        }
        if (event !== 'message' || !isMessageEvent(payload)) return;
        const { usertel, message } = payload;
        upsertTranscriptMessage(client, chatbotId, usertel, message);
        const known = touchConversationRow(client, chatbotId, usertel, message);
        if (!known && refetchTimer === undefined) {
          // A conversation the list does not show yet: one refetch for a burst of them.
          refetchTimer = setTimeout(() => {
            refetchTimer = undefined;
            void client.invalidateQueries({ queryKey: conversationListsKey(chatbotId) });
          }, 1500);
        }
        if (usertel === open.current && message.direction === 'in') inbound.current();
      },
    });
    return () => {
      controller.abort();
      clearTimeout(refetchTimer);
    };
  }, [chatbotId, client]);
}
