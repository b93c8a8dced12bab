import { describe, expect, it } from 'vitest';
import { newSession, readSession, type SessionState } from './sessionState';

describe('sessionState', () => {
  it('starts idle with no variables', () => {
    expect(newSession()).toEqual({ version: 1, position: null, variables: {}, tokenCount: 0 });
  });

  it('reads back every kind of position after a JSON round trip', () => {
    const sessions: SessionState[] = [
      {
        version: 1,
        position: { waitingFor: 'choice', blockId: 'a', elementIndex: 1, misses: 1 },
        variables: { v: 'x' },
        tokenCount: 0,
      },
      {
        version: 1,
        position: { waitingFor: 'answer', blockId: 'a', elementIndex: 2, elementId: 'e2' },
        variables: {},
        tokenCount: 0,
      },
      {
        version: 1,
        position: { waitingFor: 'resume', blockId: 'a', elementIndex: 3, token: 'delay-4' },
        variables: {},
        tokenCount: 4,
      },
      {
        version: 1,
        position: { waitingFor: 'requestResult', blockId: 'b', elementIndex: 0, token: 'request-2' },
        variables: {},
        tokenCount: 2,
      },
    ];
    for (const session of sessions) expect(readSession(JSON.parse(JSON.stringify(session)))).toEqual(session);
  });

  it('keeps a stored variable named __proto__ as a variable', () => {
    const stored = JSON.parse(
      '{"version":1,"position":null,"variables":{"__proto__":"Awa","ville":"Thiès"},"tokenCount":0}',
    );
    expect(Object.entries(readSession(stored).variables)).toEqual([
      ['__proto__', 'Awa'],
      ['ville', 'Thiès'],
    ]);
  });

  it('turns corrupt or foreign records into a new session, keeping what is sound', () => {
    expect(readSession(null)).toEqual(newSession());
    expect(readSession('x')).toEqual(newSession());
    expect(readSession({ version: 2, position: null })).toEqual(newSession());
    expect(
      readSession({
        version: 1,
        position: { waitingFor: 'resume', blockId: 'a', elementIndex: 0 },
        variables: { ok: 'oui', bad: 3 },
        tokenCount: -1,
      }),
    ).toEqual({ version: 1, position: null, variables: { ok: 'oui' }, tokenCount: 0 });
    expect(
      readSession({ version: 1, position: { waitingFor: 'dance', blockId: 'a', elementIndex: 0 } }).position,
    ).toBeNull();
  });
});
