import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { useEffect, useRef } from 'react';

/** Live messages come in bursts: one mark for a burst. */
const SETTLE_MS = 800;

/**
 * Marks the conversation read for me when it opens, then again when a customer's message arrives
 * while it is open (the inbox page's live events refetch the transcript; the newest message changes).
 */
export function useMarkReadWhileOpen(
  conversationId: string,
  newest: ChatMessage | undefined,
  markRead: (input: { id: string }) => void,
) {
  const marked = useRef<string | null>(null);
  const call = useRef(markRead);
  call.current = markRead;

  useEffect(() => {
    call.current({ id: conversationId });
  }, [conversationId]);

  const newestInbound = newest?.direction === 'in' ? newest.id : undefined;
  useEffect(() => {
    if (!newestInbound) return;
    if (marked.current === null) {
      // The message the pane opened on: the mark on open covered it.
      marked.current = newestInbound;
      return;
    }
    if (marked.current === newestInbound) return;
    marked.current = newestInbound;
    const timer = setTimeout(() => call.current({ id: conversationId }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [newestInbound, conversationId]);
}
