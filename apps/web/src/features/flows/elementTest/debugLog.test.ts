import { describe, expect, it } from 'vitest';
import { appendDebugEntry, DEBUG_LOG_CAP, type DebugEntry } from './debugLog';

describe('appendDebugEntry', () => {
  it('puts the newest first and keeps 50', () => {
    let log: DebugEntry[] = [];
    for (let index = 0; index < 60; index += 1)
      log = appendDebugEntry(log, { id: index, at: new Date(index), level: 'info', text: `n°${index}` });
    expect(log).toHaveLength(DEBUG_LOG_CAP);
    expect(log[0]?.text).toBe('n°59');
    expect(log.at(-1)?.text).toBe('n°10');
  });
});
