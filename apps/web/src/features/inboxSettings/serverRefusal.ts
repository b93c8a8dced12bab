import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';

/** What the server refused, in the language shown, and the field it names (a form shows it there). */
export interface Refusal {
  message: string;
  field?: string;
}

export function serverRefusal(error: unknown, fallback: string): Refusal {
  const failure = classifyApiError(error);
  const message = apiFailureMessage(failure, fallback);
  const field = failure.kind === 'response' ? failure.body.field : undefined;
  return typeof field === 'string' ? { message, field } : { message };
}
