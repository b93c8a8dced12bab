import { messages } from '@griot/contract/messages';
import type { ApiFailure } from '../../lib/apiErrors';

/** Where a refused save points to: the card (0-based) and the field the server named. */
export interface SaveFailureTarget {
  index: number;
  field: 'id' | 'slug' | 'type';
}

/**
 * The toast of a failed save: the server's French text when it refused the list
 * (a 4xx), else 'Erreur lors de la sauvegarde des variables': a 5xx or a proxy page must not
 * reach the screen as is.
 */
export function saveFailureMessage(failure: ApiFailure): string {
  if (failure.kind === 'response' && failure.status >= 400 && failure.status < 500) {
    const text = failure.message.trim();
    if (text !== '' && !text.startsWith('HTTP_')) return text;
  }
  return messages.variables.saveFailed;
}

/** The card a validation error names, from the body's field such as "variables.2.id". */
export function saveFailureTarget(failure: ApiFailure): SaveFailureTarget | null {
  if (failure.kind !== 'response') return null;
  const match = /^variables\.(\d+)\.(id|slug|type)$/.exec(failure.body.field ?? '');
  if (!match?.[1] || !match[2]) return null;
  const field = match[2];
  if (field !== 'id' && field !== 'slug' && field !== 'type') return null;
  return { index: Number(match[1]), field };
}
