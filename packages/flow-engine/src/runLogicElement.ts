import { elementProblems } from '@griot/contract/flows/elementProblems';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { evaluateCondition } from './evaluateCondition';
import { pickSplitBranch } from './pickSplitBranch';
import { skipElement } from './skipElement';
import { nextToken, type TurnContext } from './turnContext';
import { DEFAULT_TIME_ZONE, isKnownTimeZone, waitUntilDelay } from './waitUntilDelay';

/** The elements that decide where the flow goes, or when, without sending anything. */
export type LogicElement = Extract<FlowElement, { type: 'condition' | 'split' | 'wait_until' }>;

/** What the flow does after a logic element. */
export type LogicOutcome =
  /** Go on with the block's next element. */
  | { kind: 'next' }
  /** Go to another block (or to the human agent), as a redirection does. */
  | { kind: 'goTo'; target: string }
  /** The turn ends here: a wait-until holds the rest of the flow for later. */
  | { kind: 'stop' };

const NEXT: LogicOutcome = { kind: 'next' };

/**
 * Runs a condition, a split or a wait-until met at `index` of `blockId`. A draft (elementGaps:
 * a rule without value, no block chosen, a wait with neither time nor days) is left out like any
 * incomplete element and the flow goes on.
 */
export function runLogicElement(
  turn: TurnContext,
  blockId: string,
  index: number,
  element: LogicElement,
): LogicOutcome {
  const problems = elementProblems(element);
  if (problems.length > 0) {
    skipElement(turn, blockId, index, element.type, problems);
    return NEXT;
  }
  const where = `"${blockId}" (element ${index + 1})`;
  switch (element.type) {
    case 'condition': {
      const holds = evaluateCondition(turn, element);
      const target = holds ? element.true_block : (element.false_block ?? '').trim();
      turn.log.push(
        `condition in ${where} is ${holds}: ${target === '' ? 'next element' : `to "${target}"`}`,
      );
      return target === '' ? NEXT : { kind: 'goTo', target };
    }
    case 'split': {
      const endUser = turn.input.globals.id_user ?? '';
      if (endUser === '')
        turn.log.push(`split in ${where}: no id_user, every end-user takes the same branch`);
      const branch = pickSplitBranch(element.branches, `${endUser}|${splitKey(turn, blockId, index)}`);
      if (!branch) return NEXT;
      turn.log.push(`split in ${where}: branch "${branch.block}"`);
      return { kind: 'goTo', target: branch.block };
    }
    case 'wait_until':
      return startWait(turn, blockId, index, element, where);
  }
}

/**
 * What names a split for the draw, stable across saves: its block and its rank among the block's
 * splits. Not its id_element, which every save of the block renews (regenerateChain): fixing a typo
 * beside the split would move end-users to other branches mid-test. Elements added or removed
 * around it keep the rank; only reordering the block's splits redraws.
 */
function splitKey(turn: TurnContext, blockId: string, index: number): string {
  const flow = turn.blocks.get(blockId)?.flow ?? [];
  const rank = flow.slice(0, index).filter((element) => element.type === 'split').length;
  return `${blockId}#split-${rank}`;
}

/**
 * Schedules the continuation and keeps it as the session's follow-up (replacing an older one, whose
 * token becomes stale). The position goes idle: a wait of days must not leave the bot deaf.
 */
function startWait(
  turn: TurnContext,
  blockId: string,
  index: number,
  element: Extract<LogicElement, { type: 'wait_until' }>,
  where: string,
): LogicOutcome {
  const now = turn.input.now;
  if (element.at !== undefined && now === undefined) {
    turn.log.push(`wait-until in ${where}: no current time given, the hour cannot be placed: not waiting`);
    return NEXT;
  }
  const delayMs = waitUntilDelay(element, now ?? 0, timeZoneOf(turn));
  if (delayMs === undefined) {
    turn.log.push(`wait-until in ${where} asks for no time: not waiting`);
    return NEXT;
  }
  const token = nextToken(turn, 'wait');
  turn.effects.push({ kind: 'schedule', delayMs, token });
  if (turn.followUp) turn.log.push(`follow-up "${turn.followUp.token}" replaced by a new wait`);
  turn.followUp = {
    blockId,
    elementIndex: index,
    ...(element.id_element === undefined ? {} : { elementId: element.id_element }),
    token,
    cancelOnReply: element.cancel_on_reply,
  };
  turn.log.push(`wait-until in ${where}: continues in ${Math.round(delayMs / 1000)} s (${token})`);
  return { kind: 'stop' };
}

/** The runtime's zone, or Dakar's when it gives none or one Intl does not know. */
function timeZoneOf(turn: TurnContext): string {
  const zone = turn.input.timeZone;
  if (zone === undefined || zone === '') return DEFAULT_TIME_ZONE;
  if (isKnownTimeZone(zone)) return zone;
  turn.log.push(`unknown time zone "${zone}": ${DEFAULT_TIME_ZONE} used`);
  return DEFAULT_TIME_ZONE;
}
