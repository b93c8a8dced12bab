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

  it('reads a follow-up back, and drops a corrupt one without losing the rest', () => {
    const session: SessionState = {
      version: 1,
      position: { waitingFor: 'choice', blockId: 'quiz', elementIndex: 0, misses: 0 },
      variables: { ville: 'Dakar' },
      tokenCount: 3,
      followUp: {
        blockId: 'accueil',
        elementIndex: 2,
        elementId: 'el-wait',
        token: 'wait-3',
        cancelOnReply: false,
      },
    };
    expect(readSession(JSON.parse(JSON.stringify(session)))).toEqual(session);
    const { elementId: _dropped, ...withoutId } = session.followUp ?? { elementId: '' };
    expect(readSession({ ...session, followUp: withoutId }).followUp).toEqual(withoutId);
    for (const corrupt of [
      'wait-3',
      [],
      { blockId: 'accueil', elementIndex: 2, token: 'wait-3' },
      { blockId: 'accueil', elementIndex: 1.5, token: 'wait-3', cancelOnReply: true },
      { blockId: 3, elementIndex: 2, token: 'wait-3', cancelOnReply: true },
      { blockId: 'accueil', elementIndex: 2, token: null, cancelOnReply: true },
    ]) {
      const read = readSession({ ...session, followUp: corrupt });
      expect(read.followUp).toBeUndefined();
      expect('followUp' in read).toBe(false);
      expect(read.variables).toEqual({ ville: 'Dakar' });
      expect(read.position).toEqual(session.position);
    }
  });
});
