import { describe, expect, it } from 'vitest';
import { serverErrorText } from './serverErrorText';

describe('serverErrorText', () => {
  it("reads the body's error first, then its message", () => {
    expect(
      serverErrorText({ kind: 'response', status: 400, message: 'x', body: { error: 'A', message: 'B' } }),
    ).toBe('A');
    expect(serverErrorText({ kind: 'response', status: 400, message: 'x', body: { message: 'B' } })).toBe(
      'B',
    );
  });

  it('gives null when the body has no text or no answer came', () => {
    expect(serverErrorText({ kind: 'response', status: 502, message: 'Bad Gateway', body: {} })).toBeNull();
    expect(serverErrorText({ kind: 'response', status: 500, message: '', body: { error: '  ' } })).toBeNull();
    expect(serverErrorText({ kind: 'network' })).toBeNull();
    expect(serverErrorText({ kind: 'unknown', error: new Error('boom') })).toBeNull();
  });
});
