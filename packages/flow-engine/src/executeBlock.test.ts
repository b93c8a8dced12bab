import { describe, expect, it } from 'vitest';
import { buildBlock } from './engineTestKit';
import type { EngineBlock } from './engineTypes';
import { executeBlock, MAX_STEPS_PER_EVENT } from './executeBlock';
import { newSession } from './sessionState';
import { createTurn } from './turnContext';

function turnOver(blocks: EngineBlock[]) {
  return createTurn(
    { blocks, variables: [], globals: { first_name: 'Awa' }, session: null, event: { type: 'start' } },
    newSession(),
  );
}

describe('executeBlock', () => {
  it('runs from a given index and ends idle at the end of the block', () => {
    const turn = turnOver([
      buildBlock('b', [
        { type: 'text', message: 'un' },
        { type: 'text', message: 'deux {{first_name}}' },
      ]),
    ]);
    expect(executeBlock(turn, 'b', 1)).toBeNull();
    expect(turn.messages).toEqual([
      { blockId: 'b', element: { type: 'text', message: 'deux Awa', preview_url: true } },
    ]);
    expect(turn.steps).toBe(1);
  });

  it('stops on each waiting element with its position', () => {
    const saved = buildBlock('b', []);
    // Built by hand: the save schema refuses this delay, but older records may hold one.
    const flow: EngineBlock['flow'] = [
      { id_element: 'q', type: 'text_button', message: 'Q', buttons: [{ id: 'b', title: 'Oui' }] },
      { type: 'answer', options: { answer_type: 'number', variable: { id: 'n' }, default_reply: '' } },
      { type: 'delay', timmer: 'abc' },
      { type: 'request', method: 'POST', url: 'https://exemple.sn', datas: ['n', ''] },
    ];
    const turn = turnOver([{ ...saved, flow }]);
    expect(executeBlock(turn, 'b', 0)).toEqual({
      waitingFor: 'choice',
      blockId: 'b',
      elementIndex: 0,
      elementId: 'q',
      misses: 0,
    });
    expect(executeBlock(turn, 'b', 1)).toEqual({ waitingFor: 'answer', blockId: 'b', elementIndex: 1 });
    expect(executeBlock(turn, 'b', 2)).toEqual({
      waitingFor: 'resume',
      blockId: 'b',
      elementIndex: 2,
      token: 'delay-1',
    });
    expect(executeBlock(turn, 'b', 3)).toEqual({
      waitingFor: 'requestResult',
      blockId: 'b',
      elementIndex: 3,
      token: 'request-2',
    });
    // An unreadable delay falls back to the editor's default of 2 s.
    expect(turn.effects).toEqual([
      { kind: 'schedule', delayMs: 2000, token: 'delay-1' },
      { kind: 'request', url: 'https://exemple.sn', body: { n: '' }, token: 'request-2' },
    ]);
  });

  it('logs an unknown block and skips incomplete notification and variable_insert', () => {
    const turn = turnOver([
      buildBlock('b', [
        { type: 'notification', to: '{{absent}}', notification: { message: 'm' } },
        { type: 'variable_insert', variable: '', defaultValue: 'x' },
      ]),
    ]);
    expect(executeBlock(turn, 'nope')).toBeNull();
    expect(executeBlock(turn, 'b')).toBeNull();
    expect(turn.effects).toEqual([]);
    expect(turn.changes).toEqual({});
    expect(turn.log).toHaveLength(3);
  });

  it(`never runs more than ${MAX_STEPS_PER_EVENT} elements in one turn`, () => {
    const turn = turnOver([buildBlock('b', [{ type: 'redirection', redirection_block: 'b' }])]);
    expect(executeBlock(turn, 'b')).toBeNull();
    expect(turn.steps).toBe(MAX_STEPS_PER_EVENT);
    expect(turn.log).toEqual([expect.stringMatching(/stopped after 100 elements/)]);
  });
});
