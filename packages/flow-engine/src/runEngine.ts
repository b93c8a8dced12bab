import type { EngineInput, EngineOutput } from './engineTypes';
import { executeBlock } from './executeBlock';
import { findWaitingElement } from './findWaitingElement';
import { cancelFollowUpOnReply, resumeFollowUp } from './followUp';
import { handleUserInput } from './handleUserInput';
import { inputText } from './inputText';
import { readVariablesFromJson } from './readVariablesFromJson';
import { readSession, type SessionPosition, type SessionState } from './sessionState';
import { blockOfCategory, createTurn, setVariable, type TurnContext } from './turnContext';

/**
 * Runs one inbound event through the chatbot's flow: the entry point of the engine. Pure: the
 * same input always gives the same output, and the input is never mutated. The runtime sends
 * `messages`, performs `effects`, stores `session` and calls again on the next event (including
 * the `resume` and `requestResult` events its effects announce).
 */
export function runEngine(input: EngineInput): EngineOutput {
  // readSession copies and checks what the runtime stored, so a corrupt record cannot break a turn.
  const session = readSession(input.session ?? undefined);
  const isNew = input.session === null || input.session === undefined;
  const turn = createTurn(input, session);
  const position = dispatch(turn, session.position, isNew);
  return finish(turn, position);
}

function dispatch(
  turn: TurnContext,
  position: SessionPosition | null,
  isNew: boolean,
): SessionPosition | null {
  const { event } = turn.input;
  switch (event.type) {
    case 'start':
      cancelFollowUpOnReply(turn);
      return startConversation(turn);
    case 'resume': {
      if (turn.followUp !== undefined && turn.followUp.token === event.token)
        return resumeFollowUp(turn, turn.followUp, position);
      if (position?.waitingFor !== 'resume' || position.token !== event.token) {
        turn.log.push(`resume with stale token "${event.token}": ignored`);
        return position;
      }
      const waiting = findWaitingElement(turn, position);
      if (!waiting) {
        turn.log.push(`delay in "${position.blockId}" no longer exists: session idle`);
        return null;
      }
      return executeBlock(turn, waiting.block.idblock, waiting.index + 1);
    }
    case 'requestResult': {
      if (position?.waitingFor !== 'requestResult' || position.token !== event.token) {
        turn.log.push(`request result with stale token "${event.token}": ignored`);
        return position;
      }
      if (event.ok) readVariablesFromJson(turn, event.json);
      else
        turn.log.push(
          `request failed (${event.status ?? 'no status'}${event.error ? `: ${event.error}` : ''}): flow continues`,
        );
      const waiting = findWaitingElement(turn, position);
      if (!waiting) {
        turn.log.push(`request in "${position.blockId}" no longer exists: session idle`);
        return null;
      }
      return executeBlock(turn, waiting.block.idblock, waiting.index + 1);
    }
    default:
      setVariable(turn, 'last_input', inputText(event));
      cancelFollowUpOnReply(turn);
      // A new end-user's first message, whatever it says, opens the conversation.
      if (isNew) return startConversation(turn);
      return handleUserInput(turn, position, event);
  }
}

function startConversation(turn: TurnContext): SessionPosition | null {
  const welcome = blockOfCategory(turn, 'welcome');
  if (!welcome) {
    turn.log.push('no welcome block: nothing to start');
    return null;
  }
  return executeBlock(turn, welcome.idblock, 0);
}

function finish(turn: TurnContext, position: SessionPosition | null): EngineOutput {
  const session: SessionState = {
    version: 1,
    position,
    variables: turn.variables,
    tokenCount: turn.tokenCount,
    ...(turn.followUp ? { followUp: turn.followUp } : {}),
  };
  return {
    messages: turn.messages,
    variableChanges: turn.changes,
    effects: turn.effects,
    session,
    skipped: turn.skipped,
    log: turn.log,
  };
}
