import { flowSchema } from '@griot/contract/flows/flowElementSchemas';

/**
 * What the server would say of this flow: the same schemas, run here. Each problem names the
 * element's position (1-based) and the French message.
 */
export function flowValidationReport(flow: readonly unknown[]): string[] {
  const result = flowSchema.safeParse(flow);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const position = typeof issue.path[0] === 'number' ? `Élément ${issue.path[0] + 1} : ` : '';
    return `${position}${issue.message}`;
  });
}
