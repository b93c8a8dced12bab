import type { EngineBlock, EngineEffect, EngineInput, OutboundMessage, SkippedElement } from './engineTypes';
import { createLookup, type VariableLookup } from './interpolate';
import type { FollowUp, SessionState } from './sessionState';

/** The working state of one event: what it has produced so far. Lives only inside `runEngine`. */
export interface TurnContext {
  input: EngineInput;
  blocks: ReadonlyMap<string, EngineBlock>;
  /** The end-user's variables, updated as the flow sets them. */
  variables: Record<string, string>;
  changes: Record<string, string>;
  messages: OutboundMessage[];
  effects: EngineEffect[];
  skipped: SkippedElement[];
  log: string[];
  /** Elements executed during this event, to bound loops. */
  steps: number;
  tokenCount: number;
  lookup: VariableLookup;
  /** The wait-until that will continue the flow (the session's, until a new wait or a reply replaces it). */
  followUp: FollowUp | undefined;
}

/** A fresh turn over a copy of the session's variables (the caller's session is never mutated). */
export function createTurn(input: EngineInput, session: SessionState): TurnContext {
  const variables = { ...session.variables };
  const blocks = new Map<string, EngineBlock>();
  for (const block of input.blocks) if (!blocks.has(block.idblock)) blocks.set(block.idblock, block);
  return {
    input,
    blocks,
    variables,
    changes: {},
    messages: [],
    effects: [],
    skipped: [],
    log: [],
    steps: 0,
    tokenCount: session.tokenCount,
    // The lookup reads `variables` itself, so values set earlier in the turn are seen at once.
    lookup: createLookup(input.globals, variables, input.variables),
    followUp: session.followUp,
  };
}

/** Sets an end-user variable and records the change for the output. */
export function setVariable(turn: TurnContext, id: string, value: string): void {
  // Variable ids are the owner's ('__proto__' passes their pattern): defined as own properties, since
  // an assignment to '__proto__' would be dropped and the answer lost.
  setOwn(turn.variables, id, value);
  setOwn(turn.changes, id, value);
}

/** A token for a delay, a request or a wait-until, unique for this end-user: the runtime hands it back. */
export function nextToken(turn: TurnContext, kind: 'delay' | 'request' | 'wait'): string {
  turn.tokenCount += 1;
  return `${kind}-${turn.tokenCount}`;
}

/** The first block of a category (the welcome and default blocks are unique per chatbot). */
export function blockOfCategory(
  turn: TurnContext,
  category: EngineBlock['category'],
): EngineBlock | undefined {
  return turn.input.blocks.find((block) => block.category === category);
}

function setOwn(record: Record<string, string>, key: string, value: string): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * The flow hands the conversation to a person (a target AGENT_REDIRECTION): the runtime opens it
 * in the team inbox and the bot says nothing more. The turn ends here and the session is idle, so
 * once an agent resolves it the end-user's next message starts from the default block.
 */
export function handOver(turn: TurnContext, from: string): null {
  turn.effects.push({ kind: 'handover' });
  turn.log.push(`${from} leads to a human agent: handed over, turn ended`);
  return null;
}
