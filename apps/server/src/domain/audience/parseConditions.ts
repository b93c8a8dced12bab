import { segmentMessages } from '@griot/contract/segments/segmentMessages';
import { type Condition, conditionListSchema } from '@griot/contract/segments/segmentSchemas';
import { apiError } from '../../api/apiError';
import { completeConditions } from './findMatchingEndUsers';

/**
 * The call's `conditions`, a JSON string of rows, read and checked: malformed JSON or rows answer a
 * French 400; incomplete rows are dropped and at least one complete row must remain.
 */
export function parseConditions(text: string): Condition[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw apiError(400, segmentMessages.malformed, { field: 'conditions' });
  }
  const parsed = conditionListSchema.safeParse(raw);
  if (!parsed.success) {
    const tooMany = parsed.error.issues.some((issue) => issue.code === 'too_big' && issue.path.length === 0);
    throw apiError(400, tooMany ? segmentMessages.tooMany : segmentMessages.malformed, {
      field: 'conditions',
    });
  }
  const complete = completeConditions(parsed.data);
  if (complete.length === 0) throw apiError(400, segmentMessages.noCondition, { field: 'conditions' });
  return complete;
}
