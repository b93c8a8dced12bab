import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { EngineBlock } from './engineTypes';
import type { FollowUp, SessionPosition } from './sessionState';
import type { TurnContext } from './turnContext';

/** The element a session waits on, with its block and its current index. */
export interface WaitingElement {
  block: EngineBlock;
  index: number;
  element: FlowElement;
}

/**
 * Finds the element a stored position points at. The block may have been edited since the session
 * stopped: the element is found by its id_element first, then by index when it still has the
 * expected kind; otherwise undefined, and the caller treats the session as idle.
 */
export function findWaitingElement(turn: TurnContext, position: SessionPosition): WaitingElement | undefined {
  return locateElement(turn, position, (element) => kindFits(element, position));
}

/** The wait-until a follow-up continues after, found the same way (undefined when it is gone). */
export function findFollowUpElement(turn: TurnContext, followUp: FollowUp): WaitingElement | undefined {
  return locateElement(turn, followUp, (element) => element.type === 'wait_until');
}

function locateElement(
  turn: TurnContext,
  place: { blockId: string; elementIndex: number; elementId?: string | undefined },
  fits: (element: FlowElement) => boolean,
): WaitingElement | undefined {
  const block = turn.blocks.get(place.blockId);
  if (!block) return undefined;
  const byId =
    place.elementId === undefined
      ? -1
      : block.flow.findIndex((element) => element.id_element === place.elementId);
  const index = byId >= 0 ? byId : place.elementIndex;
  const element = block.flow[index];
  if (element === undefined || !fits(element)) return undefined;
  return { block, index, element };
}

function kindFits(element: FlowElement, position: SessionPosition): boolean {
  switch (position.waitingFor) {
    case 'choice':
      return element.type === 'text_button' || element.type === 'list';
    case 'answer':
      return element.type === 'answer';
    case 'location':
      return element.type === 'location_request_message';
    case 'resume':
      return element.type === 'delay';
    case 'requestResult':
      return element.type === 'request';
  }
}
