/**
 * Where a conversation stopped and what it waits for. `elementIndex` is the waiting element's
 * index in its block; `elementId` lets the engine notice that the block was edited since.
 */
export type SessionPosition =
  /** A text_button or list was sent; `misses` counts typed replies that matched no choice. */
  | { waitingFor: 'choice'; blockId: string; elementIndex: number; elementId?: string; misses: number }
  /** An answer element waits for a valid reply. */
  | { waitingFor: 'answer'; blockId: string; elementIndex: number; elementId?: string }
  /** A location_request_message waits for a shared location; `misses` counts other inputs. */
  | { waitingFor: 'location'; blockId: string; elementIndex: number; elementId?: string; misses: number }
  /** A delay: the runtime calls back with `resume` and this token. */
  | { waitingFor: 'resume'; blockId: string; elementIndex: number; elementId?: string; token: string }
  /** A request: the runtime calls back with `requestResult` and this token. */
  | { waitingFor: 'requestResult'; blockId: string; elementIndex: number; elementId?: string; token: string };

/**
 * A wait-until that runs: the flow continues after that element when the runtime calls back with
 * `resume` and this token. It is kept beside the position rather than as one, so that during a
 * wait of hours or days the end-user's messages are answered as in an idle conversation.
 */
export interface FollowUp {
  blockId: string;
  elementIndex: number;
  elementId?: string;
  token: string;
  /** The end-user's next message cancels it (the wait-until's cancel_on_reply). */
  cancelOnReply: boolean;
}

/** An end-user's conversation state: plain JSON, stored by the runtime between events. */
export interface SessionState {
  version: 1;
  /** null: idle, nothing waits for input. */
  position: SessionPosition | null;
  /** The end-user's variables by variable id (declared ones and last_input). */
  variables: Record<string, string>;
  /** Counts the tokens handed out, so tokens are unique per end-user without any randomness. */
  tokenCount: number;
  /** The wait-until that will continue the flow, if one runs (at most one: a new wait replaces it). */
  followUp?: FollowUp;
}

/** A new end-user's session: idle, no variables. */
export function newSession(): SessionState {
  return { version: 1, position: null, variables: {}, tokenCount: 0 };
}

/**
 * Reads a stored session back (from a JSON column, say); anything that is not a session of this
 * version gives a new one, so a corrupt or older record restarts the conversation instead of failing.
 */
export function readSession(value: unknown): SessionState {
  if (!isRecord(value) || value.version !== 1) return newSession();
  // Own properties whatever the names: a stored '__proto__' variable is kept, not dropped.
  const variables: Record<string, string> = Object.fromEntries(
    isRecord(value.variables)
      ? Object.entries(value.variables).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        )
      : [],
  );
  const tokenCount =
    typeof value.tokenCount === 'number' && Number.isInteger(value.tokenCount) && value.tokenCount >= 0
      ? value.tokenCount
      : 0;
  const followUp = readFollowUp(value.followUp);
  return {
    version: 1,
    position: readPosition(value.position),
    variables,
    tokenCount,
    ...(followUp ? { followUp } : {}),
  };
}

/** A stored follow-up, or undefined when it is missing or not one (then nothing will continue). */
function readFollowUp(value: unknown): FollowUp | undefined {
  if (!isRecord(value)) return undefined;
  const { blockId, elementIndex, token, cancelOnReply } = value;
  if (
    typeof blockId !== 'string' ||
    typeof elementIndex !== 'number' ||
    !Number.isInteger(elementIndex) ||
    typeof token !== 'string' ||
    typeof cancelOnReply !== 'boolean'
  )
    return undefined;
  const followUp: FollowUp = { blockId, elementIndex, token, cancelOnReply };
  if (typeof value.elementId === 'string') followUp.elementId = value.elementId;
  return followUp;
}

function readPosition(value: unknown): SessionPosition | null {
  if (!isRecord(value)) return null;
  const { blockId, elementIndex } = value;
  if (typeof blockId !== 'string' || typeof elementIndex !== 'number' || !Number.isInteger(elementIndex))
    return null;
  const elementId = typeof value.elementId === 'string' ? value.elementId : undefined;
  const base = elementId === undefined ? { blockId, elementIndex } : { blockId, elementIndex, elementId };
  switch (value.waitingFor) {
    case 'choice':
      return { ...base, waitingFor: 'choice', misses: typeof value.misses === 'number' ? value.misses : 0 };
    case 'answer':
      return { ...base, waitingFor: 'answer' };
    case 'location':
      return { ...base, waitingFor: 'location', misses: typeof value.misses === 'number' ? value.misses : 0 };
    case 'resume':
    case 'requestResult':
      return typeof value.token === 'string'
        ? { ...base, waitingFor: value.waitingFor, token: value.token }
        : null;
    default:
      return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
