import { elementProblems } from './elementProblems';
import type { FlowElement } from './flowElementSchemas';
import type { IncompleteElement } from './flowSchemas';

/** The elements of a flow that cannot be sent as they stand, each with its 1-based position. */
export function incompleteElements(flow: readonly FlowElement[]): IncompleteElement[] {
  const incomplete: IncompleteElement[] = [];
  flow.forEach((element, index) => {
    const problems = elementProblems(element);
    if (problems.length > 0) incomplete.push({ position: index + 1, type: element.type, problems });
  });
  return incomplete;
}
