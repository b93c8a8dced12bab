import { describe, expect, it } from 'vitest';
import { WakeableSleep } from './wakeableSleep';

describe('WakeableSleep', () => {
  it('ends at its time when nothing wakes it', async () => {
    const sleep = new WakeableSleep();
    const started = Date.now();
    await sleep.sleep(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('ends at the first wake-up and clears woken', async () => {
    const sleep = new WakeableSleep();
    const sleeping = sleep.sleep(10_000);
    sleep.wake();
    await sleeping;
    expect(sleep.woken).toBe(false);
  });

  it('remembers a wake-up that came while awake; an interrupt ends a sleep without marking work', async () => {
    const sleep = new WakeableSleep();
    sleep.wake();
    expect(sleep.woken).toBe(true);
    const sleeping = sleep.sleep(10_000);
    sleep.interrupt();
    await sleeping;
    expect(sleep.woken).toBe(false);
  });
});
