import { describe, expect, it } from 'vitest';
import { buildBlock } from './engineTestKit';
import type { EngineBlock, UserInputEvent } from './engineTypes';
import { handleUserInput } from './handleUserInput';
import { newSession, type SessionPosition } from './sessionState';
import { createTurn } from './turnContext';

function turnOver(blocks: EngineBlock[], event: UserInputEvent) {
  return createTurn({ blocks, variables: [], globals: {}, session: newSession(), event }, newSession());
}

const flowBlock = buildBlock('b', [
  { type: 'delay', timmer: '2' },
  { type: 'text', message: 'après' },
]);

describe('handleUserInput', () => {
  it('ignores input while a delay or a request runs, keeping the position', () => {
    const position: SessionPosition = {
      waitingFor: 'resume',
      blockId: 'b',
      elementIndex: 0,
      token: 'delay-1',
    };
    const turn = turnOver([flowBlock], { type: 'text', text: 'allô' });
    expect(handleUserInput(turn, position, { type: 'text', text: 'allô' })).toEqual(position);
    expect(turn.messages).toEqual([]);
    expect(turn.log).toEqual(['input while waiting for a delay: ignored']);
  });

  it('logs when there is no default block', () => {
    const event: UserInputEvent = { type: 'location', latitude: 1, longitude: 2 };
    const turn = turnOver([flowBlock], event);
    expect(handleUserInput(turn, null, event)).toBeNull();
    expect(turn.log).toEqual(['no default block: input left unanswered']);
  });

  it('follows an idle tap that names a block, else goes to the default block', () => {
    const blocks = [
      flowBlock,
      buildBlock('d', [{ type: 'text', message: 'défaut' }], { category: 'default' }),
    ];
    const tap: UserInputEvent = { type: 'list', id: 'b', title: 'B' };
    const turn = turnOver(blocks, tap);
    expect(handleUserInput(turn, null, tap)).toMatchObject({ waitingFor: 'resume', blockId: 'b' });
    const unknown: UserInputEvent = { type: 'button', id: 'disparu', title: 'Ancien' };
    const other = turnOver(blocks, unknown);
    expect(handleUserInput(other, null, unknown)).toBeNull();
    expect(other.messages.map((message) => message.blockId)).toEqual(['d']);
  });
});
