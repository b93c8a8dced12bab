import { inboxTexts } from './inboxTexts';

/**
 * How urgent a customer's wait for a person is. Five minutes is the first response most chat
 * customers accept (and the usual first-response target in Chatwoot and WATI reports): past it the
 * wait turns orange; past thirty minutes the customer is likely to give up or write elsewhere: red.
 */
export const WAIT_WARNING_MS = 5 * 60_000;
export const WAIT_ALERT_MS = 30 * 60_000;

export type WaitLevel = 'fresh' | 'warning' | 'alert';

export function waitLevel(since: string, now: number): WaitLevel {
  const waited = now - new Date(since).getTime();
  if (waited >= WAIT_ALERT_MS) return 'alert';
  if (waited >= WAIT_WARNING_MS) return 'warning';
  return 'fresh';
}

/** 'attend depuis 12 min' / '3 h' / '2 j' (a minute at least: the badge shows that someone waits). */
export function waitText(since: string, now: number): string {
  const t = inboxTexts.row;
  const minutes = Math.max(1, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return t.waitingMinutes({ minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.waitingHours({ hours });
  return t.waitingDays({ days: Math.floor(hours / 24) });
}
