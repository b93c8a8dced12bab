import { messages } from '@griot/contract/messages';
import { classifyApiError } from '../../../lib/apiErrors';
import { serverErrorText } from '../../../lib/serverErrorText';
import { chatbotTexts } from '../chatbotTexts';
import { InvalidResponseError } from './InvalidResponseError';

export type SettingsLoadError =
  | { kind: 'unauthorized' }
  | { kind: 'notFound'; message: string }
  | { kind: 'failed'; message: string };

/**
 * How the settings screen treats a failed load: a 401 ends the session, an
 * unknown or foreign chatbot has no data to show, anything else is a retryable failure.
 */
export function settingsLoadError(error: unknown): SettingsLoadError {
  if (error instanceof InvalidResponseError)
    return { kind: 'failed', message: chatbotTexts.settings.invalidResponse };
  const failure = classifyApiError(error);
  if (failure.kind === 'response') {
    if (failure.status === 401) return { kind: 'unauthorized' };
    // The server answers an id that is not a chatbot's with 'Chatbot introuvable', as 404 or 400.
    if (failure.status === 404 || serverErrorText(failure) === messages.chatbots.notFound) {
      return { kind: 'notFound', message: chatbotTexts.settings.noData };
    }
  }
  return { kind: 'failed', message: chatbotTexts.settings.loadFailed };
}
