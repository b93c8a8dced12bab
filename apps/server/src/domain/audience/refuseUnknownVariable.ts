import { segmentMessages } from '@griot/contract/segments/segmentMessages';
import { apiError } from '../../api/apiError';
import { UnknownVariableError } from './compileConditions';

/**
 * Runs `run`; conditions or parameters naming a variable the chatbot does not have are a 400,
 * with `details` (the form field to mark) when the call gives one.
 */
export async function refuseUnknownVariable<T>(
  run: () => Promise<T>,
  details?: { field: string },
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnknownVariableError)
      throw apiError(400, segmentMessages.unknownVariable({ name: error.variable }), details);
    throw error;
  }
}
