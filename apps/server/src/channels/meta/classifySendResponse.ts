import { isRecord, readString } from '@griot/channels/isRecord';
import { parseWhatsAppSendResponse } from '@griot/channels/whatsapp/parseWhatsAppSendResponse';
import type { StoredSendError } from '../../runtime/sendOutcome';
import { campaignHaltReason } from './campaignHalt';
import { type GraphAnswer, type MetaGraphError, readGraphError } from './graphClient';

/** A send Meta accepted: `messageId` names it in the status webhooks. */
interface Accepted {
  messageId: string;
  /** The recipient's WhatsApp id as Meta resolved it. */
  waId?: string;
  /** A template's "accepted", "held_for_quality_assessment" or "paused". */
  messageStatus?: string;
}

/** What became of one send, read from Graph's answer: what the send lanes and the broadcast worker do next. */
export type SendVerdict =
  | ({ kind: 'sent' } & Accepted)
  /** A campaign's template Meta took the request for but holds or paused (`messageStatus`). */
  | ({ kind: 'held'; messageStatus: string } & Accepted)
  /**
   * Worth another try: `backoff` after the usual growing wait, `ecosystem` much later (Meta
   * holds a campaign's message to protect its recipients, 131049).
   */
  | { kind: 'retry'; error: MetaGraphError; wait: 'backoff' | 'ecosystem' }
  /** Final for this recipient; `invalidNumber` when the number cannot receive WhatsApp (131026). */
  | { kind: 'failed'; error: MetaGraphError; invalidNumber: boolean }
  /** Every remaining send of the campaign would get it too (token, account, template): `reason` in French. */
  | { kind: 'pause'; error: MetaGraphError; reason: string };

export interface SendKind {
  platform: 'whatsapp' | 'messenger';
  /** A broadcast campaign's send: template holds, campaign-wide errors and 131049 are its own. */
  campaign?: boolean;
}

/** Messenger's Send API codes worth another try: 613 (rate limit), 1200 (temporary send failure), 2 / 4. */
const MESSENGER_RETRYABLE_CODES: ReadonlySet<number> = new Set([613, 1200, 2, 4]);
/** Meta holds the message for its recipients' sake: a campaign tries it again much later. */
const HELD_FOR_ECOSYSTEM = 131049;
/** The number does not use WhatsApp or cannot receive this message. */
const UNDELIVERABLE = 131026;

/**
 * Reads Graph's answer to one send (POST /{phone_number_id}/messages, /me/messages) into what to
 * do next. Pure: the same answer always gives the same verdict. No answer at all (status 0) is
 * read as Graph unavailable, a 503: worth another try. A known permanent code stays final even
 * on a 5xx; throttling, maintenance and transient errors are retried (parseGraphError).
 */
export function classifySendResponse(answer: GraphAnswer, kind: SendKind): SendVerdict {
  const accepted = answer.status === 200 ? readAccepted(answer.body, kind.platform) : undefined;
  if (accepted) {
    const { messageStatus } = accepted;
    if (kind.campaign && messageStatus !== undefined && messageStatus !== 'accepted')
      return { kind: 'held', ...accepted, messageStatus };
    return { kind: 'sent', ...accepted };
  }
  const error = readGraphError(answer.status === 0 ? { status: 503, body: answer.body } : answer);
  if (kind.campaign) {
    const reason = campaignHaltReason(error.code);
    if (reason) return { kind: 'pause', error, reason };
    if (error.code === HELD_FOR_ECOSYSTEM) return { kind: 'retry', error, wait: 'ecosystem' };
  }
  const retryable =
    error.retryable ||
    (kind.platform === 'messenger' && (MESSENGER_RETRYABLE_CODES.has(error.code) || error.status === 429));
  if (retryable) return { kind: 'retry', error, wait: 'backoff' };
  return { kind: 'failed', error, invalidNumber: error.code === UNDELIVERABLE };
}

/** A refused send's error as a message stores it (messages.error). */
export function storedSendError(error: MetaGraphError): StoredSendError {
  return { code: error.code, title: error.title, message: error.message, details: error.details };
}

function readAccepted(body: unknown, platform: SendKind['platform']): Accepted | undefined {
  if (platform === 'whatsapp') return parseWhatsAppSendResponse(body);
  const messageId = isRecord(body) ? readString(body, 'message_id') : undefined;
  return messageId === undefined ? undefined : { messageId };
}
