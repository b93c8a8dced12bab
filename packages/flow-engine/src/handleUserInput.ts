import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import { parsePayload } from '@griot/contract/flows/flowPayload';
import { engineMessages } from './engineMessages';
import type { UserInputEvent } from './engineTypes';
import { executeBlock } from './executeBlock';
import { findWaitingElement } from './findWaitingElement';
import { interpolate } from './interpolate';
import { interpolateElement } from './interpolateElement';
import { type Choice, matchChoice } from './matchChoice';
import type { SessionPosition } from './sessionState';
import { blockOfCategory, handOver, setVariable, type TurnContext } from './turnContext';
import { validateAnswer } from './validateAnswer';

/**
 * Routes an end-user's input (last_input already set) for a known end-user: to the choice or
 * answer it waits for, else to a button's target when the tap names a block, else to the default
 * block.
 */
export function handleUserInput(
  turn: TurnContext,
  position: SessionPosition | null,
  event: UserInputEvent,
): SessionPosition | null {
  if (position === null) return followTapOrDefault(turn, event);
  const waiting = findWaitingElement(turn, position);
  if (!waiting) {
    turn.log.push(`waiting element in "${position.blockId}" no longer exists: input handled as unexpected`);
    return followTapOrDefault(turn, event);
  }
  const { block, index, element } = waiting;
  switch (position.waitingFor) {
    case 'choice': {
      if (element.type !== 'text_button' && element.type !== 'list') return followTapOrDefault(turn, event);
      const choice = matchChoice(element, event);
      if (choice) return applyChoice(turn, choice);
      // A tap on an earlier message's button still leads where that button says.
      if (isTapOnBlock(turn, event)) return followTapOrDefault(turn, event);
      if (position.misses === 0) {
        turn.log.push(
          `no option of "${block.idblock}" matches "${turn.variables.last_input ?? ''}": question sent again`,
        );
        turn.messages.push({ blockId: block.idblock, element: interpolateElement(element, turn.lookup) });
        return { ...position, elementIndex: index, misses: 1 };
      }
      turn.log.push(`no option of "${block.idblock}" matches again: default block`);
      return runDefault(turn);
    }
    case 'answer': {
      if (element.type !== 'answer') return followTapOrDefault(turn, event);
      const { answer_type, variable, default_reply } = element.options;
      const check = validateAnswer(answer_type, event);
      if (check.ok) {
        if (variable.id !== '') setVariable(turn, variable.id, check.value);
        setVariable(turn, 'last_input', check.value);
        return executeBlock(turn, block.idblock, index + 1);
      }
      turn.log.push(`answer refused (${answer_type}): ${check.reason}`);
      const reply = interpolate(default_reply, turn.lookup).trim() || engineMessages.invalidAnswer;
      turn.messages.push({
        blockId: block.idblock,
        element: { type: 'text', message: reply, preview_url: false },
      });
      return { ...position, elementIndex: index };
    }
    case 'location': {
      if (element.type !== 'location_request_message') return followTapOrDefault(turn, event);
      if (event.type === 'location' && Number.isFinite(event.latitude) && Number.isFinite(event.longitude)) {
        setVariable(turn, 'last_input', `${event.latitude},${event.longitude}`);
        return executeBlock(turn, block.idblock, index + 1);
      }
      if (isTapOnBlock(turn, event)) return followTapOrDefault(turn, event);
      if (position.misses === 0) {
        turn.log.push(`location expected in "${block.idblock}", got ${event.type}: asked again`);
        turn.messages.push({ blockId: block.idblock, element: interpolateElement(element, turn.lookup) });
        return { ...position, elementIndex: index, misses: 1 };
      }
      turn.log.push(`location expected again in "${block.idblock}": default block`);
      return runDefault(turn);
    }
    case 'resume':
    case 'requestResult':
      // The flow is mid-way (a delay or a request runs); it continues on its own when it comes back.
      turn.log.push(
        `input while waiting for ${position.waitingFor === 'resume' ? 'a delay' : 'a request'}: ignored`,
      );
      return position;
  }
}

/**
 * A tap goes to its target block after its payload's variables are set; redirect_to wins. A target
 * that is the human agent hands the conversation over instead.
 */
function applyChoice(turn: TurnContext, choice: Choice): SessionPosition | null {
  const payload = parsePayload(choice.payload);
  for (const { variable, value } of payload.assignments)
    setVariable(turn, variable, interpolate(value, turn.lookup));
  const target = payload.redirectTo ?? choice.target;
  if (target === AGENT_REDIRECTION) return handOver(turn, `choice "${choice.title}"`);
  return executeBlock(turn, target, 0);
}

function followTapOrDefault(turn: TurnContext, event: UserInputEvent): SessionPosition | null {
  if ((event.type === 'button' || event.type === 'list') && isTapOnBlock(turn, event)) {
    turn.log.push(`tap on "${event.id}" outside a waiting choice: followed`);
    return applyChoice(turn, {
      target: event.id,
      title: event.title ?? event.id,
      ...(event.type === 'button' && event.payload !== undefined ? { payload: event.payload } : {}),
    });
  }
  return runDefault(turn);
}

/** A tap that names a block, or the human agent (an earlier message's « Parler à un conseiller »). */
function isTapOnBlock(turn: TurnContext, event: UserInputEvent): boolean {
  return (
    (event.type === 'button' || event.type === 'list') &&
    (turn.blocks.has(event.id) || event.id === AGENT_REDIRECTION)
  );
}

/** Input nothing waits for: the default block, or the GRIOT IA when the block hands over to it. */
function runDefault(turn: TurnContext): SessionPosition | null {
  const block = blockOfCategory(turn, 'default');
  if (!block) {
    turn.log.push('no default block: input left unanswered');
    return null;
  }
  if (block.assistantSwitch === true) {
    turn.effects.push({ kind: 'fallback', text: turn.variables.last_input ?? '' });
    turn.log.push('default block hands over to GRIOT IA: fallback effect');
    return null;
  }
  return executeBlock(turn, block.idblock, 0);
}
