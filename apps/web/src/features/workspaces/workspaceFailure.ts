import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';

/** The server's message (in the language shown), else the fallback for that action. */
export function workspaceFailure(error: unknown, fallback: string): string {
  return apiFailureMessage(classifyApiError(error), fallback);
}
