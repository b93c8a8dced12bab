import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { EngineBlock } from './engineTypes';
import type { SessionPosition } from './sessionState';
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
  const block = turn.blocks.get(position.blockId);
  if (!block) return undefined;
  const byId =
    position.elementId === undefined
      ? -1
      : block.flow.findIndex((element) => element.id_element === position.elementId);
  const index = byId >= 0 ? byId : position.elementIndex;
  const element = block.flow[index];
  if (element === undefined || !kindFits(element, position)) return undefined;
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
