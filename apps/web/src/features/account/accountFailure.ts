import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';
import { accountTexts } from './accountTexts';

/** The server's message, the unreachable text when no answer came, else the fallback. */
export function accountFailure(error: unknown, fallback: string): string {
  return apiFailureMessage(classifyApiError(error), fallback, accountTexts.unreachable);
}
