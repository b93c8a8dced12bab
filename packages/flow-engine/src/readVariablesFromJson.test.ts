import { describe, expect, it } from 'vitest';
import { readVariablesFromJson } from './readVariablesFromJson';
import { newSession } from './sessionState';
import { createTurn } from './turnContext';

function turnWith() {
  return createTurn(
    {
      blocks: [],
      variables: [
        { id: 'v1', slug: 'solde', type: 'text' },
        { id: 'v2', slug: 'infos', type: 'any_type' },
      ],
      globals: {},
      session: null,
      event: { type: 'start' },
    },
    newSession(),
  );
}

describe('readVariablesFromJson', () => {
  it('sets declared variables by id or slug, as text', () => {
    const turn = turnWith();
    readVariablesFromJson(turn, { solde: 1500, v2: { a: [1] }, first_name: 'x', autre: 'y' });
    expect(turn.changes).toEqual({ v1: '1500', v2: '{"a":[1]}' });
    readVariablesFromJson(turn, { v1: null, v2: true });
    expect(turn.variables).toEqual({ v1: '', v2: 'true' });
  });

  it('ignores an answer that is not an object, with a log line', () => {
    const turn = turnWith();
    readVariablesFromJson(turn, [1, 2]);
    readVariablesFromJson(turn, 'ok');
    expect(turn.changes).toEqual({});
    expect(turn.log).toHaveLength(2);
  });
});
