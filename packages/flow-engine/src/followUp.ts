import { executeBlock } from './executeBlock';
import { findFollowUpElement } from './findWaitingElement';
import type { FollowUp, SessionPosition } from './sessionState';
import type { TurnContext } from './turnContext';

/**
 * The end-user wrote (or restarted) while a wait-until runs: a follow-up meant for someone who
 * went quiet is dropped when the wait says so (cancel_on_reply), and its later `resume` finds a
 * stale token. One that is not cancellable fires whatever happened meanwhile.
 */
export function cancelFollowUpOnReply(turn: TurnContext): void {
  if (!turn.followUp?.cancelOnReply) return;
  turn.log.push(`follow-up "${turn.followUp.token}" cancelled by the customer's message`);
  turn.followUp = undefined;
}

/**
 * The wait is over: the flow continues after the wait-until, and where it stops replaces whatever
 * the conversation waited for meanwhile. When the element was deleted since, nothing is sent and
 * the conversation stays where it was.
 */
export function resumeFollowUp(
  turn: TurnContext,
  followUp: FollowUp,
  position: SessionPosition | null,
): SessionPosition | null {
  turn.followUp = undefined;
  const waiting = findFollowUpElement(turn, followUp);
  if (!waiting) {
    turn.log.push(`wait-until in "${followUp.blockId}" no longer exists: follow-up dropped`);
    return position;
  }
  turn.log.push(`follow-up "${followUp.token}" due: flow continues after the wait`);
  return executeBlock(turn, waiting.block.idblock, waiting.index + 1);
}
