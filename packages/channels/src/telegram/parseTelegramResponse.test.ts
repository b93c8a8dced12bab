import { describe, expect, it } from 'vitest';
import { parseTelegramResponse } from './parseTelegramResponse';

describe('parseTelegramResponse', () => {
  it('reads a success with its message id', () => {
    const body = {
      ok: true,
      result: { message_id: 44, chat: { id: 1, type: 'private' }, date: 1, text: 'x' },
    };
    expect(parseTelegramResponse(body)).toMatchObject({ ok: true, messageId: '44' });
  });

  it('reads flood control as retryable with its delay', () => {
    const body = {
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 7',
      parameters: { retry_after: 7 },
    };
    expect(parseTelegramResponse(body, 429)).toEqual({
      ok: false,
      code: 429,
      description: 'Too Many Requests: retry after 7',
      retryable: true,
      retryAfterMs: 7000,
    });
  });

  it('reads a blocked user as permanent and a bad gateway as retryable', () => {
    const blocked = { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' };
    expect(parseTelegramResponse(blocked, 403)).toMatchObject({ ok: false, retryable: false });
    expect(parseTelegramResponse('<html>', 502)).toMatchObject({ ok: false, code: 502, retryable: true });
  });
});
