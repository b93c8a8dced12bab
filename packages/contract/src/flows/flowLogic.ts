import { messages } from '../messages';
import { elementProblems } from './elementProblems';
import {
  AGENT_REDIRECTION,
  GLOBAL_VARIABLES,
  NUMERIC_GLOBALS,
  ORDERING_OPERATORS,
  type VariableType,
} from './flowConstants';
import { type Flow, flowElementSchema } from './flowElementSchemas';

const m = messages.flows.logic;

/** What the save check needs of the chatbot: its declared variables and its blocks' stored flows. */
export interface FlowLogicContext {
  variables: readonly { id: string; type: string }[];
  /** Every block of the chatbot as stored (the saved block's own entry is replaced by `flow`). */
  blocks: readonly { idblock: string; flow: readonly unknown[] }[];
}

/**
 * What a save of `blockId`'s `flow` is refused for, in the caller's language (first problem only,
 * as the other save errors): a condition on a variable that is neither declared nor global, an
 * order (>, <, ≥, ≤) asked of a variable that holds no number, or a path of conditions, splits and
 * redirections that comes back to this block without waiting for the customer (an endless loop).
 * Null when the flow may be saved. Missing targets are checked apart (`outboundLinks`).
 */
export function flowLogicProblem(blockId: string, flow: Flow, context: FlowLogicContext): string | null {
  const declared = new Map(context.variables.map((variable) => [variable.id, variable.type]));
  for (const element of flow) {
    if (element.type !== 'condition') continue;
    for (const rule of element.rules) {
      if (rule.variable === '') continue;
      const type = variableType(rule.variable, declared);
      if (type === undefined) return m.variableUnknown({ variable: rule.variable });
      if (isOrdering(rule.operator) && !holdsNumbers(rule.variable, type))
        return m.notComparable({ variable: rule.variable });
    }
  }
  const loop = loopThrough(blockId, flow, context.blocks);
  return loop ? m.loop({ blocks: loop.join(' → ') }) : null;
}

/** A declared variable's type, 'global' for a global's name, undefined for neither. */
function variableType(name: string, declared: ReadonlyMap<string, string>): string | undefined {
  const type = declared.get(name);
  if (type !== undefined) return type;
  return GLOBAL_VARIABLES.some((global) => global === name) ? 'global' : undefined;
}

function isOrdering(operator: string): boolean {
  return ORDERING_OPERATORS.some((ordering) => ordering === operator);
}

/** A number variable, a variable of any type (a request's result), or a numeric global. */
function holdsNumbers(name: string, type: string): boolean {
  if (type === 'global') return NUMERIC_GLOBALS.some((global) => global === name);
  const numeric: readonly VariableType[] = ['number', 'any_type'];
  return numeric.some((candidate) => candidate === type);
}

/** One step the engine takes without waiting: where it leads and whether a decision took it there. */
interface ImmediateLink {
  target: string;
  decision: boolean;
}

/**
 * A path from `blockId` back to itself that the engine would walk within one event, taking at
 * least one condition or split (a cycle of plain redirections is the runtime's step bound's
 * business, as before), as the list of blocks met; null when there is none.
 */
function loopThrough(blockId: string, flow: Flow, blocks: FlowLogicContext['blocks']): string[] | null {
  const flows = new Map(blocks.map((block) => [block.idblock, block.flow]));
  flows.set(blockId, flow);
  // Breadth first over (block, a decision was taken on the way), remembering how each was reached.
  const start = `${blockId}|0`;
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const state = queue.shift() as string;
    const [block = '', decided] = state.split('|');
    for (const link of immediateLinks(flows.get(block) ?? [])) {
      const next = `${link.target}|${decided === '1' || link.decision ? 1 : 0}`;
      if (link.target === blockId && next.endsWith('|1')) return [...pathTo(state, cameFrom), blockId];
      if (!cameFrom.has(next) && flows.has(link.target)) {
        cameFrom.set(next, state);
        queue.push(next);
      }
    }
  }
  return null;
}

function pathTo(state: string, cameFrom: ReadonlyMap<string, string | null>): string[] {
  const path: string[] = [];
  for (let at: string | null | undefined = state; at; at = cameFrom.get(at))
    path.unshift(at.split('|')[0] ?? '');
  return path;
}

/**
 * Where a block's elements lead within the same event, read from its first element on: a
 * redirection ends the walk, a condition goes to its true block and to its false block (or on to
 * the next element), a split to every branch. Any element that waits for the customer or for
 * time — a question, a list, an answer, a delay, a request, a location request, a wait — ends it
 * without a link (the loop would wait there), unless it is a draft the engine skips.
 */
function immediateLinks(flow: readonly unknown[]): ImmediateLink[] {
  const links: ImmediateLink[] = [];
  for (const element of flow) {
    if (!isRecord(element) || skippedByEngine(element)) continue;
    const add = (target: unknown, decision: boolean) => {
      if (typeof target === 'string' && target !== '' && target !== AGENT_REDIRECTION)
        links.push({ target, decision });
    };
    switch (element.type) {
      case 'redirection':
        add(element.redirection_block, false);
        return links;
      case 'condition':
        add(element.true_block, true);
        if (typeof element.false_block === 'string' && element.false_block !== '') {
          add(element.false_block, true);
          return links;
        }
        break;
      case 'split':
        if (Array.isArray(element.branches))
          for (const branch of element.branches) if (isRecord(branch)) add(branch.block, true);
        return links;
      case 'text_button':
      case 'list':
      case 'answer':
      case 'delay':
      case 'request':
      case 'location_request_message':
      case 'wait_until':
        return links;
    }
  }
  return links;
}

/**
 * A draft the engine leaves out (elementProblems: a wait-until with neither time nor days, a
 * question without buttons, a condition without a true block…) neither waits nor leads anywhere:
 * a loop through it would spin. A stored element of an older shape counts as it reads.
 */
function skippedByEngine(element: Record<string, unknown>): boolean {
  const parsed = flowElementSchema.safeParse(element);
  return parsed.success && elementProblems(parsed.data).length > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
