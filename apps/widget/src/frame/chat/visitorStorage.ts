import type { VisitorSession } from '../api/wireTypes';

/**
 * The visitor's session kept in the frame's localStorage, one per chatbot, so a reload resumes the
 * conversation. localStorage may be refused to a third-party iframe (private mode, blocked
 * storage): the conversation then lasts as long as the page.
 */
export function createVisitorStorage(chatbotId: string, storage: () => Storage = () => window.localStorage) {
  const key = `griot-webchat:${chatbotId}`;
  return {
    read(): VisitorSession | null {
      try {
        const value: unknown = JSON.parse(storage().getItem(key) || 'null');
        const session = value as Partial<VisitorSession> | null;
        return session && typeof session.visitor_id === 'string' && typeof session.token === 'string'
          ? (session as VisitorSession)
          : null;
      } catch {
        return null;
      }
    },
    write(session: VisitorSession | null): void {
      try {
        if (session) storage().setItem(key, JSON.stringify(session));
        else storage().removeItem(key);
      } catch {
        // Storage refused: nothing to keep.
      }
    },
  };
}
export type VisitorStorage = ReturnType<typeof createVisitorStorage>;
