import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { SendVerdict } from '../../channels/meta/classifySendResponse';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from '../../runtime/sendOutcome';
import { recipientConversationMessage } from './broadcastConversationMessage';
import type { ClaimedRecipient, RecipientOutcome } from './broadcastQueries';
import { heldNote, RECIPIENT_NOTES } from './recipientNotes';

/** Meta's per-user marketing cap (131049) is tried this many times (a day apart by default). */
const ECOSYSTEM_ATTEMPTS = 3;

/**
 * What a campaign send's verdict writes on its recipient: accepted with its wamid; held by Meta;
 * back to the queue later (growing waits, or `ecosystemRetryMs` for 131049) while tries remain;
 * the campaign paused with its reason (the attempt not counted); otherwise an error in French
 * (Meta's words), flagging numbers that cannot receive WhatsApp.
 */
export function recipientOutcome(
  recipient: ClaimedRecipient,
  verdict: SendVerdict,
  options: { ecosystemRetryMs: number },
): RecipientOutcome {
  if (verdict.kind === 'pause') return { ...released(recipient.id), halt_reason: verdict.reason };
  const base = { ...released(recipient.id), conversation: recipientConversationMessage(recipient) };
  switch (verdict.kind) {
    case 'sent':
      return { ...base, status: 'accepted', message_id: verdict.messageId };
    case 'held':
      return {
        ...base,
        status: 'failed',
        message_id: verdict.messageId,
        error_text: heldNote(verdict.messageStatus),
      };
    case 'retry': {
      const { code } = verdict.error;
      // Meta's per-user marketing cap: the customer was not reached, nor did the send fail
      // (the number is fine): tried again later, then 'capped', never counted as failed.
      if (verdict.wait === 'ecosystem')
        return recipient.attempts < ECOSYSTEM_ATTEMPTS
          ? {
              ...base,
              error_code: code,
              error_text: RECIPIENT_NOTES.cappedRetry,
              retry_in_ms: options.ecosystemRetryMs,
              meta_capped: true,
            }
          : {
              ...base,
              status: 'capped',
              error_code: code,
              error_text: RECIPIENT_NOTES.capped,
              meta_capped: true,
            };
      if (recipient.attempts < MAX_SEND_ATTEMPTS)
        return {
          ...base,
          error_code: code,
          error_text: errorText(verdict.error),
          retry_in_ms: retryDelayMs(recipient.attempts),
        };
      return { ...base, status: 'error', error_code: code || null, error_text: errorText(verdict.error) };
    }
    case 'failed': {
      const text = errorText(verdict.error);
      return {
        ...base,
        status: 'error',
        error_code: verdict.error.code || null,
        // With its code (131026), which the report puts into words; Meta's own words kept for support.
        error_text: verdict.invalidNumber
          ? m.invalidNumberDetail({ detail: verdict.error.message || verdict.error.title || m.unknownError })
          : text,
        invalid_number: verdict.invalidNumber,
      };
    }
  }
}

/** Back to the queue untouched: the send did not happen (stopping, paused, or the campaign pauses). */
export function released(id: string): RecipientOutcome {
  return {
    id,
    status: 'pending',
    message_id: null,
    error_code: null,
    error_text: null,
    retry_in_ms: 0,
    invalid_number: false,
  };
}

/** Not sent: the end-user opted out (STOP). */
export function skipped(id: string): RecipientOutcome {
  return { ...released(id), status: 'skipped', error_text: RECIPIENT_NOTES.optedOut };
}

function errorText(error: { message: string; title: string }): string {
  return error.message || error.title || RECIPIENT_NOTES.unknownError;
}

/** A send that threw before Graph answered (a bug, not Meta): an error, the conversation still written. */
export function unexpectedFailure(recipient: ClaimedRecipient): RecipientOutcome {
  return {
    ...released(recipient.id),
    conversation: recipientConversationMessage(recipient),
    status: 'error',
    error_text: RECIPIENT_NOTES.unknownError,
  };
}
