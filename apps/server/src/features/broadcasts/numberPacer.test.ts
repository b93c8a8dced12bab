import { describe, expect, it } from 'vitest';
import { LATE_TOLERANCE_MS, NumberPacer, startLimit } from './numberPacer';

describe('NumberPacer', () => {
  it('starts at most the rate less the late margin in a second, and spaces slots under it', async () => {
    const pacer = new NumberPacer(() => 80);
    expect(startLimit(80)).toBe(78);
    // 78 slots fit in a second only when perfectly on time: 1000 / 12.84 ms apart.
    expect(1000 / pacer.slotIntervalMs()).toBeCloseTo(77.9, 5);
    const now = Date.now();
    const starts = [];
    for (let index = 0; index < 80; index += 1) starts.push(await pacer.startWithinTolerance('n1', now));
    expect(starts.filter(Boolean)).toHaveLength(78);
    // Another number has its own second.
    expect(await pacer.startWithinTolerance('n2', Date.now())).toBe(true);
  });

  it('gives up a slot already past its tolerance', async () => {
    const pacer = new NumberPacer(() => 80);
    expect(await pacer.startWithinTolerance('n1', Date.now() - LATE_TOLERANCE_MS - 5)).toBe(false);
    expect(await pacer.startWithinTolerance('n1', Date.now())).toBe(true);
  });

  it('holds a send while too many requests are unanswered, and lets it go when one is answered', async () => {
    const pacer = new NumberPacer(() => 80);
    const answers: Array<() => void> = [];
    const request = () => pacer.tracked('n1', new Promise<void>((resolve) => answers.push(resolve)));
    // No latency known yet: at 80/s two requests may be unanswered; with two out, a send waits.
    const first = request();
    expect(await pacer.startWithinTolerance('n1', Date.now())).toBe(true);
    const second = request();
    const held = pacer.startWithinTolerance('n1', Date.now());
    setImmediate(() => answers[0]?.());
    expect(await held).toBe(true);
    await first;
    for (const answer of answers) answer();
    await second;

    // Nobody answers within the tolerance: the slot is given up. A pacer of its own, with no
    // latency measured: on a loaded machine the first answer above may take tens of milliseconds,
    // and a usual latency that long rightly allows more requests out.
    const silent = new NumberPacer(() => 80);
    const unanswered = [0, 1].map(() => silent.tracked('n1', new Promise<void>(() => {})));
    expect(unanswered).toHaveLength(2);
    expect(await silent.startWithinTolerance('n1', Date.now())).toBe(false);
  });
});
