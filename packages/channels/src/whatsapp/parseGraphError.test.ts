import { describe, expect, it } from 'vitest';
import { isRetryableWhatsAppCode, parseGraphError } from './parseGraphError';

const graphError = (code: number, message: string, details = '') => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: 'AbC123',
  },
});

describe('parseGraphError', () => {
  it('reads the 24 h window error as permanent', () => {
    expect(
      parseGraphError(graphError(131047, '(#131047) Re-engagement message', 'More than 24 hours'), 400),
    ).toEqual({
      code: 131047,
      title: 'Re-engagement message',
      message: '(#131047) Re-engagement message',
      details: 'More than 24 hours',
      retryable: false,
      fbtraceId: 'AbC123',
    });
  });

  it('marks throttling and maintenance as retryable', () => {
    for (const code of [130429, 131056, 131057, 4, 80007, 1, 2, 131000, 133004]) {
      expect(parseGraphError(graphError(code, `(#${code}) x`)).retryable).toBe(true);
      expect(isRetryableWhatsAppCode(code)).toBe(true);
    }
  });

  it('marks recipient, token, parameter and template errors as permanent', () => {
    for (const code of [131047, 131026, 190, 100, 131048, 131051, 132000, 132001, 132012, 132015]) {
      expect(parseGraphError(graphError(code, `(#${code}) x`), 400).retryable).toBe(false);
    }
  });

  it('trusts is_transient', () => {
    const body = { error: { message: 'x', code: 9999, is_transient: true } };
    expect(parseGraphError(body).retryable).toBe(true);
  });

  it('falls back on the HTTP status for a body that is not a Graph error', () => {
    expect(parseGraphError('<html>Bad gateway</html>', 502)).toMatchObject({ code: 0, retryable: true });
    expect(parseGraphError(undefined, 429).retryable).toBe(true);
    expect(parseGraphError({ oops: 1 }, 400).retryable).toBe(false);
    expect(parseGraphError(null).retryable).toBe(false);
  });
});
