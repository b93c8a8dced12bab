import { describe, expect, it } from 'vitest';
import { buildBlock } from './engineTestKit';
import { newSession } from './sessionState';
import { blockOfCategory, createTurn, nextToken, setVariable } from './turnContext';

describe('turnContext', () => {
  const input = {
    blocks: [buildBlock('a', [], { category: 'welcome' }), buildBlock('a', [], { category: 'default' })],
    variables: [],
    globals: { first_name: 'Awa' },
    session: null,
    event: { type: 'start' as const },
  };

  it('works on a copy of the session variables, seen at once by the lookup', () => {
    const session = { ...newSession(), variables: { v: '1' }, tokenCount: 3 };
    const turn = createTurn(input, session);
    setVariable(turn, 'v', '2');
    setVariable(turn, 'first_name', 'Fatou');
    expect(turn.lookup('v')).toBe('2');
    expect(turn.lookup('first_name')).toBe('Fatou');
    expect(turn.changes).toEqual({ v: '2', first_name: 'Fatou' });
    expect(session.variables).toEqual({ v: '1' });
    expect(nextToken(turn, 'delay')).toBe('delay-4');
    expect(nextToken(turn, 'request')).toBe('request-5');
  });

  it('sets and reads variables named after Object’s members as any other', () => {
    const turn = createTurn(input, newSession());
    setVariable(turn, '__proto__', 'Awa');
    setVariable(turn, 'constructor', 'Dakar');
    expect(turn.lookup('__proto__')).toBe('Awa');
    expect(turn.lookup('constructor')).toBe('Dakar');
    expect(Object.entries(turn.changes)).toEqual([
      ['__proto__', 'Awa'],
      ['constructor', 'Dakar'],
    ]);
    expect(Object.getPrototypeOf(turn.variables)).toBe(Object.prototype);
  });

  it('keeps the first block of a duplicated idblock and finds blocks by category', () => {
    const turn = createTurn(input, newSession());
    expect(turn.blocks.get('a')?.category).toBe('welcome');
    expect(blockOfCategory(turn, 'default')?.category).toBe('default');
    expect(blockOfCategory(turn, 'commerce')).toBeUndefined();
  });
});
