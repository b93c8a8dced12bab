import { incompleteElements } from '@griot/contract/flows/incompleteElements';
import { savedFlowSchema } from '@griot/contract/flows/savedFlowSchema';
import { elementTestTexts } from './elementTestTexts';

export interface FlowValidationReport {
  /** What the server would refuse: the save fails on any of these. */
  errors: string[];
  /** What the server would keep as a draft but the runtime never sends. */
  incomplete: string[];
}

/**
 * What the server would say of this flow: the same schemas and the same completeness rules, run
 * here. Each line names the element's position (1-based) and the contract's message.
 */
export function flowValidationReport(flow: readonly unknown[]): FlowValidationReport {
  const result = savedFlowSchema.safeParse(flow);
  if (!result.success) {
    const errors = result.error.issues.map((issue) =>
      typeof issue.path[0] === 'number'
        ? elementTestTexts.problem({ position: issue.path[0] + 1, problem: issue.message })
        : issue.message,
    );
    return { errors, incomplete: [] };
  }
  const incomplete = incompleteElements(result.data).flatMap((entry) =>
    entry.problems.map((problem) => elementTestTexts.problem({ position: entry.position, problem })),
  );
  return { errors: [], incomplete };
}
