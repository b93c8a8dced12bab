/** A stored session as the runtime keeps it (the engine's SessionState, read back defensively). */
type StoredSession = Record<string, unknown> | null;

/**
 * The session once a continuation (a delay's or a 'wait until' follow-up's resume, a request's
 * result) is dropped because a person has the conversation (conversationStatus.ts: outside
 * 'resolved' the bot is silent): the flow no longer waits for that token, so when the
 * conversation goes back to the bot, the customer's next message is handled as any other instead
 * of being ignored as "input while waiting for a delay". A token nothing waits for (a follow-up
 * the customer's reply already cancelled) leaves the session as it is.
 */
export function withoutContinuation(session: StoredSession, token: string): StoredSession {
  if (session === null) return null;
  let next = session;
  const position = session.position;
  if (isRecord(position) && isContinuation(position.waitingFor) && position.token === token)
    next = { ...next, position: null };
  const followUp = session.followUp;
  if (isRecord(followUp) && followUp.token === token) {
    const { followUp: _dropped, ...rest } = next;
    next = rest;
  }
  return next;
}

/**
 * The session once the customer wrote while a person has the conversation: the engine does not
 * run then, so the runtime cancels a 'wait until' follow-up that a reply cancels
 * (cancelOnReply), as the engine would have: resolved later, the conversation does not send a
 * follow-up to someone who wrote meanwhile.
 */
export function afterReplyWhilePaused(session: StoredSession): StoredSession {
  if (session === null || !isRecord(session.followUp) || session.followUp.cancelOnReply !== true)
    return session;
  const { followUp: _cancelled, ...rest } = session;
  return rest;
}

/** Whether the session waits for this token at all (the log says whether anything was dropped). */
export function waitsFor(session: StoredSession, token: string): boolean {
  return withoutContinuation(session, token) !== session;
}

function isContinuation(waitingFor: unknown): boolean {
  return waitingFor === 'resume' || waitingFor === 'requestResult';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
