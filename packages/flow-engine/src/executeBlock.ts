import { elementProblems } from '@griot/contract/flows/elementProblems';
import { AGENT_REDIRECTION, FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { messages } from '@griot/contract/messages';
import type { EngineBlock, SendableElement } from './engineTypes';
import { interpolate } from './interpolate';
import { interpolateElement } from './interpolateElement';
import { choicesOf } from './matchChoice';
import { runLogicElement } from './runLogicElement';
import type { SessionPosition } from './sessionState';
import { skipElement as skip } from './skipElement';
import { handOver, nextToken, setVariable, type TurnContext } from './turnContext';

const incomplete = messages.flows.incomplete;

/** At most this many elements run for one event; a redirection cycle stops here with a log line. */
export const MAX_STEPS_PER_EVENT = 100;

/**
 * Runs a block's elements from `startIndex`, following redirections, conditions and splits, until
 * an element waits (choice, answer, location request, delay, request, wait-until), the flow ends,
 * a link hands over to a human agent, or the step budget runs out. Returns where the session now waits, or null when it is idle.
 */
export function executeBlock(turn: TurnContext, blockId: string, startIndex = 0): SessionPosition | null {
  let block = turn.blocks.get(blockId);
  if (!block) {
    turn.log.push(`block "${blockId}" not found: turn ended`);
    return null;
  }
  let index = startIndex;
  for (;;) {
    const element = block.flow[index];
    if (element === undefined) return null;
    if (turn.steps >= MAX_STEPS_PER_EVENT) {
      turn.log.push(
        `stopped after ${MAX_STEPS_PER_EVENT} elements in one event (at block "${block.idblock}", element ${index}): a loop?`,
      );
      return null;
    }
    turn.steps += 1;
    const at = {
      blockId: block.idblock,
      elementIndex: index,
      ...(element.id_element === undefined ? {} : { elementId: element.id_element }),
    };
    switch (element.type) {
      case 'text':
      case 'image':
      case 'document':
      case 'audio':
      case 'button_link': {
        const ready = readyToSend(turn, block.idblock, index, element);
        if (ready) turn.messages.push({ blockId: block.idblock, element: ready });
        break;
      }
      case 'location_request_message': {
        const ready = readyToSend(turn, block.idblock, index, element);
        // A question not asked waits for nothing: the flow goes on.
        if (!ready) break;
        // Asking where someone is means waiting for the answer, as an answer element of type
        // location does: the shared location is not unexpected input for the default block.
        turn.messages.push({ blockId: block.idblock, element: ready });
        return { ...at, waitingFor: 'location', misses: 0 };
      }
      case 'text_button':
      case 'list': {
        const ready = readyToSend(turn, block.idblock, index, element);
        if (!ready) break;
        turn.messages.push({ blockId: block.idblock, element: ready });
        // Without options there is nothing to choose: waiting would strand the end-user.
        if (choicesOf(element).length > 0) return { ...at, waitingFor: 'choice', misses: 0 };
        turn.log.push(`${element.type} without options in "${block.idblock}": not waiting`);
        break;
      }
      case 'answer':
        return { ...at, waitingFor: 'answer' };
      case 'delay': {
        const token = nextToken(turn, 'delay');
        turn.effects.push({ kind: 'schedule', delayMs: delaySeconds(element.timmer) * 1000, token });
        return { ...at, waitingFor: 'resume', token };
      }
      case 'request': {
        const token = nextToken(turn, 'request');
        // Own properties whatever the names: an id '__proto__' would set the prototype instead.
        const body: Record<string, string> = Object.fromEntries(
          element.datas.filter((id) => id !== '').map((id) => [id, turn.lookup(id)]),
        );
        // Values land inside a URL: encode them so a variable cannot change its shape.
        const url = interpolate(element.url.trim(), (name) => encodeURIComponent(turn.lookup(name)));
        turn.effects.push({ kind: 'request', url, body, token });
        return { ...at, waitingFor: 'requestResult', token };
      }
      case 'redirection': {
        const target = enterBlock(turn, element.redirection_block, 'redirection', block.idblock);
        if (!target) return null;
        block = target;
        index = 0;
        continue;
      }
      case 'condition':
      case 'split':
      case 'wait_until': {
        const outcome = runLogicElement(turn, block.idblock, index, element);
        if (outcome.kind === 'stop') return null;
        if (outcome.kind === 'goTo') {
          const target = enterBlock(turn, outcome.target, element.type, block.idblock);
          if (!target) return null;
          block = target;
          index = 0;
          continue;
        }
        break;
      }
      case 'notification': {
        const to = interpolate(element.to, turn.lookup).trim();
        const message = interpolate(element.notification.message, turn.lookup);
        const problems = [
          ...(to === '' ? [incomplete.notificationRecipientEmpty] : []),
          ...(message.trim() === '' ? [incomplete.notificationMessageEmpty] : []),
        ];
        if (problems.length > 0) skip(turn, block.idblock, index, element.type, problems);
        else turn.effects.push({ kind: 'notify', to, message });
        break;
      }
      case 'variable_insert':
        if (element.variable === '')
          turn.log.push(`variable_insert without variable in "${block.idblock}": skipped`);
        else setVariable(turn, element.variable, interpolate(element.defaultValue, turn.lookup));
        break;
    }
    index += 1;
  }
}

/**
 * The element as it will be sent (variables filled in), or undefined when it cannot be sent: a
 * draft saved incomplete, or a text that only held a variable with no value. Platforms refuse an
 * empty body or a list without rows, and an empty bubble tells the end-user nothing, so it is left
 * out with its reasons in the output.
 */
function readyToSend(
  turn: TurnContext,
  blockId: string,
  index: number,
  element: SendableElement,
): SendableElement | undefined {
  const sent = interpolateElement(element, turn.lookup);
  const problems = elementProblems(sent);
  if (problems.length === 0) return sent;
  skip(turn, blockId, index, element.type, problems);
  return undefined;
}

/**
 * The block a link leads to within the event (a redirection, a condition's or a split's), or
 * undefined when the turn ends there: the human agent takes over, or the block no longer exists.
 */
function enterBlock(
  turn: TurnContext,
  target: string,
  via: string,
  fromBlock: string,
): EngineBlock | undefined {
  if (target === AGENT_REDIRECTION) {
    handOver(turn, `${via} in "${fromBlock}"`);
    return undefined;
  }
  const found = turn.blocks.get(target);
  if (!found) turn.log.push(`${via} to unknown block "${target}": turn ended`);
  return found;
}

/** Saved delays are checked at save; an unreadable one falls back to the editor's default. */
function delaySeconds(timmer: string): number {
  const seconds = Number(timmer);
  if (!Number.isFinite(seconds) || timmer.trim() === '') return FLOW_LIMITS.delayDefault;
  return Math.min(Math.max(seconds, FLOW_LIMITS.delayMin), FLOW_LIMITS.delayMax);
}
