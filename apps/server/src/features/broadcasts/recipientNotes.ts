import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { campaignForecastMessages as forecastWords } from '@griot/contract/campaigns/forecast/campaignForecastMessages';
import { campaignResultsMessages } from '@griot/contract/campaigns/results/campaignResultsMessages';
import type { ExclusionReason } from '../../domain/audience/campaignExclusions';

/**
 * What a recipient's error_text stores when the words are ours: a key, put into words in the
 * language of the screen that reads the report (recipientNoteText). The rows are written by the
 * campaign's start (a request, in its caller's language) and by the workers (in none): a text
 * stored then would be read by every member of the account in that one language. Meta's own
 * words (English, kept for support) are stored as they came.
 */
export const RECIPIENT_NOTES = {
  optedOut: 'griot:skip.optedOut',
  invalidNumber: 'griot:skip.invalidNumber',
  notOnWhatsApp: 'griot:skip.notOnWhatsApp',
  outsideWindow: 'griot:skip.outsideWindow',
  noMarketingOptIn: 'griot:skip.noMarketingOptIn',
  frequencyCap: 'griot:skip.frequencyCap',
  failedByMeta: 'griot:failedByMeta',
  unknownError: 'griot:unknownError',
  /** Meta's per-user marketing cap (131049): tried again later, then 'capped' (not failed). */
  cappedRetry: 'griot:capped.retry',
  capped: 'griot:capped',
} as const;

/** The note the campaign's start stores for each reason it leaves an end-user out. */
export const SKIP_NOTES: Record<ExclusionReason, string> = {
  optedOut: RECIPIENT_NOTES.optedOut,
  invalidNumber: RECIPIENT_NOTES.invalidNumber,
  notOnWhatsApp: RECIPIENT_NOTES.notOnWhatsApp,
  outsideWindow: RECIPIENT_NOTES.outsideWindow,
  noMarketingOptIn: RECIPIENT_NOTES.noMarketingOptIn,
  frequencyCap: RECIPIENT_NOTES.frequencyCap,
};

const HELD_PREFIX = 'griot:messageStatus:';

/** Meta took the campaign's message but holds it with this status ('paused', 'held_for_quality_assessment'). */
export function heldNote(status: string): string {
  return `${HELD_PREFIX}${status}`;
}

/** A stored error_text in words, in the language being spoken; a text that is no key, as it is. */
export function recipientNoteText(stored: string | null): string | null {
  if (stored === null || !stored.startsWith('griot:')) return stored;
  if (stored.startsWith(HELD_PREFIX)) return m.messageStatus({ status: stored.slice(HELD_PREFIX.length) });
  switch (stored) {
    case RECIPIENT_NOTES.optedOut:
      return m.skipReasons.optedOut;
    case RECIPIENT_NOTES.invalidNumber:
      return m.skipReasons.invalidNumber;
    case RECIPIENT_NOTES.notOnWhatsApp:
      return m.skipReasons.notOnWhatsApp;
    case RECIPIENT_NOTES.outsideWindow:
      return m.local.outsideWindow;
    case RECIPIENT_NOTES.noMarketingOptIn:
      return forecastWords.skipNotes.noMarketingOptIn;
    case RECIPIENT_NOTES.frequencyCap:
      return forecastWords.skipNotes.frequencyCap;
    case RECIPIENT_NOTES.failedByMeta:
      return m.failedByMeta;
    case RECIPIENT_NOTES.unknownError:
      return m.unknownError;
    case RECIPIENT_NOTES.cappedRetry:
      return campaignResultsMessages.cappedRetry;
    case RECIPIENT_NOTES.capped:
      return campaignResultsMessages.capped;
    default:
      return stored;
  }
}
