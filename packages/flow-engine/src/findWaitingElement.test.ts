import { describe, expect, it } from 'vitest';
import { buildBlock } from './engineTestKit';
import { findWaitingElement } from './findWaitingElement';
import { newSession } from './sessionState';
import { createTurn } from './turnContext';

function turnOver(flow: Parameters<typeof buildBlock>[1]) {
  return createTurn(
    { blocks: [buildBlock('b', flow)], variables: [], globals: {}, session: null, event: { type: 'start' } },
    newSession(),
  );
}

describe('findWaitingElement', () => {
  const answer = {
    type: 'answer' as const,
    id_element: 'e-answer',
    options: { answer_type: 'text' as const, variable: { id: 'v' }, default_reply: '' },
  };

  it('finds the element by index', () => {
    const turn = turnOver([{ type: 'text', message: 'Q' }, answer]);
    expect(findWaitingElement(turn, { waitingFor: 'answer', blockId: 'b', elementIndex: 1 })?.index).toBe(1);
  });

  it('follows the element by id when an edit moved it', () => {
    const turn = turnOver([{ type: 'text', message: 'nouveau' }, { type: 'text', message: 'Q' }, answer]);
    expect(
      findWaitingElement(turn, { waitingFor: 'answer', blockId: 'b', elementIndex: 1, elementId: 'e-answer' })
        ?.index,
    ).toBe(2);
  });

  it('gives undefined when the block, the element or its kind is gone', () => {
    const turn = turnOver([{ type: 'text', message: 'Q' }, answer]);
    expect(findWaitingElement(turn, { waitingFor: 'answer', blockId: 'x', elementIndex: 1 })).toBeUndefined();
    expect(findWaitingElement(turn, { waitingFor: 'answer', blockId: 'b', elementIndex: 5 })).toBeUndefined();
    expect(
      findWaitingElement(turn, { waitingFor: 'choice', blockId: 'b', elementIndex: 1, misses: 0 }),
    ).toBeUndefined();
    expect(
      findWaitingElement(turn, { waitingFor: 'resume', blockId: 'b', elementIndex: 0, token: 't' }),
    ).toBeUndefined();
  });
});
