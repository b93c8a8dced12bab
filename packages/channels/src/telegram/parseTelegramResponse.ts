import { isRecord, readNumber, readRecord, readString } from '../isRecord';

/** A Bot API answer, read for the send log and the retry decision. */
export type TelegramResponse =
  | { ok: true; result: unknown; messageId?: string }
  | { ok: false; code: number; description: string; retryable: boolean; retryAfterMs?: number };

/**
 * Reads `{ ok: true, result }` or `{ ok: false, error_code, description, parameters: { retry_after } }`.
 * 429 (with its retry_after) and 5xx are retryable; 400 (bad request), 401 (token) and 403 (the user
 * blocked the bot) are not. A body that is neither falls back on the HTTP status.
 */
export function parseTelegramResponse(body: unknown, httpStatus?: number): TelegramResponse {
  if (isRecord(body) && body.ok === true) {
    const result = body.result;
    const messageId = isRecord(result) ? readString(result, 'message_id') : undefined;
    return messageId === undefined ? { ok: true, result } : { ok: true, result, messageId };
  }
  const record = isRecord(body) ? body : {};
  const code = readNumber(record, 'error_code') ?? httpStatus ?? 0;
  const parameters = readRecord(record, 'parameters');
  const retryAfter = parameters && readNumber(parameters, 'retry_after');
  return {
    ok: false,
    code,
    description: readString(record, 'description') ?? 'Unreadable Telegram response',
    retryable: code === 429 || code >= 500 || code === 0,
    ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter * 1000 }),
  };
}
