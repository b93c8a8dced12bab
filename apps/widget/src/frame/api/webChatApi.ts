import { frameLanguage } from '../frameLanguage';
import type { ChatUserEvent, History, SessionStart, VisitorSession } from './wireTypes';

/** A call that failed: status 0 when the network did, else the HTTP status and the API's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The API's message, meant for the visitor ('' when there is none). */
    readonly apiMessage = '',
  ) {
    super(message);
  }
}

function messageOf(data: unknown): unknown {
  return data !== null && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
}

/**
 * JSON in, JSON out, without cookies: the frame is a third party on the host site. The API answers
 * its messages (a chatbot switched off, too many messages) in the chat's language.
 */
async function request<Answer>(url: string, method: 'GET' | 'POST', body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': frameLanguage() };
  const init: RequestInit = { method, headers, credentials: 'omit' };
  if (body) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await window.fetch(url, init);
  } catch {
    throw new ApiError('network', 0);
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const message = messageOf(data);
    throw new ApiError(
      message ? String(message) : `HTTP ${response.status}`,
      response.status,
      typeof message === 'string' ? message : '',
    );
  }
  return data as Answer;
}

const sessionQuery = (session: VisitorSession) =>
  `visitor_id=${encodeURIComponent(session.visitor_id)}&token=${encodeURIComponent(session.token)}`;

/** The calls of one chatbot's web chat (/api/webchat/{chatbotId}/…, on the frame's own origin). */
export function createWebChatApi(chatbotId: string) {
  const base = `/api/webchat/${encodeURIComponent(chatbotId)}`;
  return {
    /** Resumes the stored visitor when its token still holds, else starts a new one. */
    startSession: (stored: VisitorSession | null) =>
      request<SessionStart>(`${base}/session`, 'POST', stored || {}),
    history: (session: VisitorSession) =>
      request<History>(`${base}/messages?${sessionQuery(session)}`, 'GET'),
    send: (session: VisitorSession, event: ChatUserEvent) =>
      request<unknown>(`${base}/messages`, 'POST', {
        visitor_id: session.visitor_id,
        token: session.token,
        event,
      }),
    /** The live stream of the conversation's new messages (Server-Sent Events). */
    eventsUrl: (session: VisitorSession) => `${base}/events?${sessionQuery(session)}`,
  };
}
export type WebChatApi = ReturnType<typeof createWebChatApi>;
