import { segmentMessages } from '@griot/contract/segments/segmentMessages';
import { apiError } from '../../api/apiError';
import { UnknownVariableError } from '../../domain/audience/compileConditions';

/** Runs `run`; a condition or parameter naming a variable the chatbot does not have is a 400. */
export async function refuseUnknownVariable<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnknownVariableError)
      throw apiError(400, segmentMessages.unknownVariable(error.variable));
    throw error;
  }
}
