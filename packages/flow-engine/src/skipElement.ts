import type { SkippedElement } from './engineTypes';
import type { TurnContext } from './turnContext';

/**
 * Leaves an element out of the turn because it cannot run as it stands (a draft saved incomplete):
 * recorded with its French reasons for the runtime's log, and the flow goes on with the next one.
 */
export function skipElement(
  turn: TurnContext,
  blockId: string,
  index: number,
  type: SkippedElement['type'],
  problems: string[],
): void {
  turn.skipped.push({ blockId, elementIndex: index, type, problems });
  turn.log.push(`${type} (element ${index + 1}) of "${blockId}" not sent, incomplete: ${problems.join(' ')}`);
}
