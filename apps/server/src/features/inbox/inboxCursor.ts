import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import { apiError } from '../../api/apiError';

/**
 * Where a page of the inbox ends, in the list's order (latest activity first, nulls last, then
 * the end-user's id): opaque to the screen, a base64url JSON of the last row's position.
 */
export interface InboxPosition {
  /** last_message_at with microseconds (UTC), or null for a conversation without messages. */
  at: string | null;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

export function encodeInboxCursor(position: InboxPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position a cursor names; a cursor we did not make → 400 cursorInvalid. */
export function decodeInboxCursor(cursor: string): InboxPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw apiError(400, m.cursorInvalid);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw apiError(400, m.cursorInvalid);
  const [at, id] = parsed as unknown[];
  const atValid =
    at === null || (typeof at === 'string' && MICROS_ISO.test(at) && !Number.isNaN(Date.parse(at)));
  if (!atValid || typeof id !== 'string' || !UUID.test(id)) throw apiError(400, m.cursorInvalid);
  return { at: at as string | null, id };
}
