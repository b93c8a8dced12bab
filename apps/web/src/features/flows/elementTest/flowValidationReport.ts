import { incompleteElements } from '@griot/contract/flows/incompleteElements';
import { savedFlowSchema } from '@griot/contract/flows/savedFlowSchema';

export interface FlowValidationReport {
  /** What the server would refuse: the save fails on any of these. */
  errors: string[];
  /** What the server would keep as a draft but the runtime never sends. */
  incomplete: string[];
}

/**
 * What the server would say of this flow: the same schemas and the same completeness rules, run
 * here. Each line names the element's position (1-based) and the French message.
 */
export function flowValidationReport(flow: readonly unknown[]): FlowValidationReport {
  const result = savedFlowSchema.safeParse(flow);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => {
      const position = typeof issue.path[0] === 'number' ? `Élément ${issue.path[0] + 1} : ` : '';
      return `${position}${issue.message}`;
    });
    return { errors, incomplete: [] };
  }
  const incomplete = incompleteElements(result.data).flatMap((entry) =>
    entry.problems.map((problem) => `Élément ${entry.position} : ${problem}`),
  );
  return { errors: [], incomplete };
}
