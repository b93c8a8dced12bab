import { isRecord, readNumber, readRecord, readString } from '../isRecord';

/** A Graph API error, read for recording on the message and for the retry decision. */
export interface GraphError {
  code: number;
  title: string;
  message: string;
  details: string;
  /** Worth sending again later (throttling, maintenance, transient server trouble). */
  retryable: boolean;
  fbtraceId?: string;
}

/**
 * Throttling and temporary failures: 130429 (throughput), 131056 (pair rate), 131057
 * (maintenance), 4 / 80007 (app / WABA rate limits), 1 / 2 (unknown / temporary service error),
 * 131000 (something went wrong), 133004 (server temporarily unavailable).
 */
const RETRYABLE_CODES = new Set([130429, 131056, 131057, 4, 80007, 1, 2, 131000, 133004]);

/**
 * Reads `{ error: { message, type, code, error_data: { details }, fbtrace_id } }`. Codes that
 * depend on the recipient, the token or the request (131047 outside the 24 h window, 131026,
 * 190, 100, 132xxx template errors...) are not retryable: sending again cannot succeed. When the
 * body is not a Graph error, the HTTP status decides (429 and 5xx are retryable).
 */
export function parseGraphError(body: unknown, httpStatus?: number): GraphError {
  const error = isRecord(body) ? readRecord(body, 'error') : undefined;
  const statusRetryable = httpStatus !== undefined && (httpStatus === 429 || httpStatus >= 500);
  if (!error) {
    return {
      code: 0,
      title: 'Unreadable Graph error',
      message: httpStatus === undefined ? 'No error object' : `HTTP ${httpStatus}`,
      details: '',
      retryable: statusRetryable,
    };
  }
  const code = readNumber(error, 'code') ?? 0;
  const message = readString(error, 'message') ?? '';
  const errorData = readRecord(error, 'error_data');
  const fbtraceId = readString(error, 'fbtrace_id');
  return {
    code,
    title: readString(error, 'error_user_title') ?? titleFromMessage(message),
    message,
    details: (errorData && readString(errorData, 'details')) ?? '',
    retryable: isRetryable(code, error.is_transient === true, statusRetryable),
    ...(fbtraceId === undefined ? {} : { fbtraceId }),
  };
}

/** Whether a WhatsApp error code (from a response or a failed status) is worth a retry. */
export function isRetryableWhatsAppCode(code: number): boolean {
  return RETRYABLE_CODES.has(code);
}

function isRetryable(code: number, transient: boolean, statusRetryable: boolean): boolean {
  if (RETRYABLE_CODES.has(code) || transient) return true;
  // A known code names a permanent cause even on a 5xx; only an unknown one trusts the status.
  if (code === 0) return statusRetryable;
  return false;
}

/** Meta writes the message as "(#131047) Re-engagement message": the title is after the code. */
function titleFromMessage(message: string): string {
  return message.replace(/^\(#\d+\)\s*/, '');
}
