import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { useSyncExternalStore } from 'react';

/** The login session as the app stores it: under the `user` key, data holding the user and token. */
export interface StoredSession {
  data: SessionUser & { token: string };
  token: string;
}

const USER_KEY = 'user';
const CHANGE_EVENT = 'griot:session';

export function readStoredSession(): StoredSession | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The guard's test: a stored user record exists; the token is not checked here. */
export function hasStoredUser(): boolean {
  return localStorage.getItem(USER_KEY) !== null;
}

/** The bearer token: data.token, or the record's own token when not wrapped. */
export function getStoredToken(): string | undefined {
  const session = readStoredSession();
  return session?.data.token ?? session?.token ?? undefined;
}

export function storeSession(session: StoredSession): void {
  localStorage.setItem(USER_KEY, JSON.stringify(session));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearStoredSession(): void {
  localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The stored session, re-rendering on login, logout and changes made in other tabs. */
export function useStoredSession(): StoredSession | null {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(USER_KEY));
  return raw === null ? null : readStoredSession();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null || !('data' in value)) return false;
  const data = value.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    'id' in data &&
    'token' in data &&
    typeof data.token === 'string'
  );
}

/**
 * Keeps the stored session in step with the user a call returned (a switch, leaving, accepting an
 * invitation, `auth.me`): the workspace and role change, the token stays. Nothing is written when
 * nothing changed, so the screens reading the session do not render again for nothing.
 */
export function storeSessionUser(user: SessionUser): void {
  const session = readStoredSession();
  if (!session) return;
  const token = session.data.token || session.token;
  const next = { data: { ...user, token }, token };
  if (JSON.stringify(next) === JSON.stringify(session)) return;
  storeSession(next);
}

/** The signed-in person as stored, with the workspace the session works in. */
export function useSessionUser(): (SessionUser & { token: string }) | null {
  return useStoredSession()?.data ?? null;
}
