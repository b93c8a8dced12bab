import type { ChatMessage, ChatUserEvent } from '@griot/contract/conversations/conversationSchemas';
import { describeEvent } from '@griot/contract/conversations/describeMessage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { conversationTexts as t } from '../../../components/chat/conversationTexts';
import { failureText } from '../../../components/chat/failureText';
import { upsertMessage } from '../../../components/chat/upsertMessage';
import { api, apiOrigin } from '../../../lib/apiClient';
import { readServerSentEvents } from '../../../lib/readServerSentEvents';

/** The typing indicator gives up after 10 s without an answer. */
export const TYPING_TIMEOUT_MS = 10_000;

interface VisitorSession {
  visitor_id: string;
  token: string;
}

type Phase = 'starting' | 'ready' | 'failed';

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'direction' in value &&
  'content' in value;

const isLocal = (message: ChatMessage) => message.id.startsWith('local-');

/**
 * Adds a message from the events. The tester's own message, shown at once under a local id,
 * gives way to its stored copy: the local one with the same text, else the oldest local one.
 */
export function withEcho(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (message.direction !== 'in' || messages.some((existing) => existing.id === message.id))
    return upsertMessage(messages, message);
  const locals = messages.filter(isLocal);
  const echo = locals.find((local) => local.content.text === message.content.text) ?? locals[0];
  if (!echo) return upsertMessage(messages, message);
  return messages.map((existing) => (existing === echo ? message : existing));
}

/**
 * The simulator's conversation: a fresh test conversation (startSimulator), the bot's messages through
 * the web chat's events, its history, and what the tester sends (webChatSend).
 */
export function useSimulator(chatbotId: string) {
  const [visitorSession, setVisitorSession] = useState<VisitorSession | null>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef(0);
  const localId = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTyping = useCallback(() => {
    clearTimeout(typingTimer.current);
    setTyping(false);
  }, []);

  const start = useCallback(async () => {
    const current = ++attempt.current;
    setPhase('starting');
    setVisitorSession(null);
    setMessages([]);
    setError(null);
    stopTyping();
    try {
      const result = await api.conversations.startSimulator({ chatbotId });
      if (current !== attempt.current) return;
      setVisitorSession(result.session);
      setPhase('ready');
    } catch (failure) {
      if (current !== attempt.current) return;
      setError(failureText(failure, t.simulator.startFailed));
      setPhase('failed');
    }
  }, [chatbotId, stopTyping]);

  // A new test conversation each time the panel opens (a ref keeps StrictMode from starting two).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // Live messages, then the history (merged: an event may arrive before the history does).
  useEffect(() => {
    if (!visitorSession) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ visitor_id: visitorSession.visitor_id, token: visitorSession.token });
    void readServerSentEvents(`${apiOrigin()}/api/webchat/${encodeURIComponent(chatbotId)}/events?${query}`, {
      signal: controller.signal,
      onEvent: ({ event, data }) => {
        if (event !== 'message') return;
        let message: unknown;
        try {
          message = JSON.parse(data);
        } catch {
          return;
        }
        if (!isMessage(message)) return;
        setMessages((current) => withEcho(current, message));
        if (message.direction === 'out') stopTyping();
      },
    });
    api.conversations
      .webChatHistory({ chatbotId, ...visitorSession }, { signal: controller.signal })
      .then((result) => {
        setMessages((current) => {
          let merged = result.messages;
          for (const message of current)
            merged = isLocal(message) ? [...merged, message] : upsertMessage(merged, message);
          return merged;
        });
      })
      .catch(() => {
        // The history of a brand-new test conversation is empty anyway; live messages still arrive.
      });
    return () => controller.abort();
  }, [chatbotId, visitorSession, stopTyping]);

  const send = useCallback(
    async (event: ChatUserEvent): Promise<boolean> => {
      if (!visitorSession) return false;
      setError(null);
      const id = `local-${++localId.current}`;
      const optimistic: ChatMessage = {
        id,
        direction: 'in',
        type: event.type,
        content: { event, text: describeEvent(event) },
        status: 'received',
        error: null,
        agent_id: null,
        created_at: new Date().toISOString(),
      };
      setMessages((current) => [...current, optimistic]);
      clearTimeout(typingTimer.current);
      setTyping(true);
      typingTimer.current = setTimeout(() => setTyping(false), TYPING_TIMEOUT_MS);
      try {
        // The stored copy comes back through the events and replaces this one (see withEcho).
        await api.conversations.webChatSend({ chatbotId, ...visitorSession, event });
        return true;
      } catch (failure) {
        setMessages((current) => current.filter((message) => message.id !== id));
        stopTyping();
        setError(failureText(failure, t.simulator.sendFailed));
        return false;
      }
    },
    [chatbotId, visitorSession, stopTyping],
  );

  return { phase, visitorSession, messages, typing, error, send, restart: start };
}
