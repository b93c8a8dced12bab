import { describe, expect, it } from 'vitest';
import { parseRuntimeFlow } from './parseRuntimeFlow';

describe('parseRuntimeFlow', () => {
  it('keeps the valid elements of a block and skips the broken one', () => {
    const { flow, skipped } = parseRuntimeFlow([
      { type: 'text', message: 'Bonjour' },
      { type: 'text_button', message: 'x', buttons: 'pas une liste' },
      { type: 'text', message: 'Au revoir' },
    ]);
    expect(flow.map((element) => element.type === 'text' && element.message)).toEqual([
      'Bonjour',
      'Au revoir',
    ]);
    expect(skipped).toBe(1);
  });

  it('keeps a request to a private address: the runtime checks the resolved address itself', () => {
    const { flow, skipped } = parseRuntimeFlow([
      { type: 'request', method: 'POST', url: 'http://10.0.0.5/hook', datas: ['a'] },
    ]);
    expect(skipped).toBe(0);
    expect(flow).toEqual([{ type: 'request', method: 'POST', url: 'http://10.0.0.5/hook', datas: ['a'] }]);
  });

  it('reads anything that is not a list as an empty flow', () => {
    expect(parseRuntimeFlow({ not: 'a flow' })).toEqual({ flow: [], skipped: 0 });
  });
});
