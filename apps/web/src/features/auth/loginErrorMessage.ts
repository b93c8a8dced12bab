import { messages } from '@griot/contract/messages';
import type { ApiFailure } from '../../lib/apiErrors';

/** The login screen's error catalogue. */
export function loginErrorMessage(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'response':
      if (failure.status === 400) return messages.login.missingCredentials;
      if (failure.status === 401) return messages.login.wrongPassword;
      if (failure.status === 404) return messages.login.userNotFound;
      return failure.message || messages.login.failed;
    case 'network':
    case 'timeout':
      return messages.common.serverUnreachable;
    default:
      return messages.common.unexpected;
  }
}
