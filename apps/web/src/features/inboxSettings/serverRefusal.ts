import { notifications } from '@mantine/notifications';
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

/** A refusal with no form to show it in (a deletion's): a red toast for a few seconds. */
export function toastRefusal(error: unknown, fallback: string): void {
  notifications.show({ color: 'red', message: serverRefusal(error, fallback).message, autoClose: 5000 });
}
