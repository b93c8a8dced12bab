import { describe, expect, it } from 'vitest';
import { graphAddress, readGraphError } from './graphClient';

const target = { graphApiUrl: 'https://graph.facebook.com', graphApiVersion: 'v23.0' };

describe('graphAddress', () => {
  it('puts the version before the path and encodes the query', () => {
    expect(graphAddress(target, '123/messages')).toBe('https://graph.facebook.com/v23.0/123/messages');
    expect(graphAddress(target, 'debug_token', { input_token: 'a b', access_token: 'id|secret' })).toBe(
      'https://graph.facebook.com/v23.0/debug_token?input_token=a+b&access_token=id%7Csecret',
    );
  });
});

describe('readGraphError', () => {
  it('reads every field of a Graph error', () => {
    const body = {
      error: {
        message: '(#131026) Message undeliverable',
        type: 'OAuthException',
        code: 131026,
        error_subcode: 2494010,
        error_data: { messaging_product: 'whatsapp', details: 'Unable to deliver' },
        fbtrace_id: 'AbC123',
      },
    };
    expect(readGraphError({ status: 400, body })).toEqual({
      status: 400,
      code: 131026,
      subcode: 2494010,
      type: 'OAuthException',
      message: '(#131026) Message undeliverable',
      title: 'Message undeliverable',
      details: 'Unable to deliver',
      fbtraceId: 'AbC123',
      retryable: false,
    });
  });

  it('reads a page that is not a Graph error as code 0, retryable on a 5xx', () => {
    expect(readGraphError({ status: 502, body: '<html>Bad gateway</html>' })).toEqual({
      status: 502,
      code: 0,
      message: 'HTTP 502',
      title: 'Unreadable Graph error',
      details: '',
      retryable: true,
    });
    expect(readGraphError({ status: 0, body: 'connect ECONNREFUSED' })).toMatchObject({
      code: 0,
      message: 'HTTP 0',
      retryable: false,
    });
  });
});
