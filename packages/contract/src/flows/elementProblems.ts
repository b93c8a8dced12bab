import { duplicateChoiceTitle } from './duplicateChoiceTitle';
import { elementGaps } from './elementGaps';
import type { FlowElement } from './flowElementSchemas';

/**
 * Everything that keeps an element from being sent, in French: what it lacks (`elementGaps`) and
 * two options of the same title (`duplicateChoiceTitle`, refused at save but possible in a flow
 * stored before that rule or in an interpolated title). Empty when the element can be sent.
 */
export function elementProblems(element: FlowElement): string[] {
  const duplicate = duplicateChoiceTitle(element);
  const gaps = elementGaps(element);
  return duplicate ? [...gaps, duplicate.message] : gaps;
}
