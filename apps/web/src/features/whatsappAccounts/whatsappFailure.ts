import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';

/** The server's French message ("error field"), else the fallback for that action. */
export function whatsappFailure(error: unknown, fallback: string): string {
  return apiFailureMessage(classifyApiError(error), fallback);
}
