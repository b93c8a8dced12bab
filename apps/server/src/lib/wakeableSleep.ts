/**
 * The sleep of a polling worker between empty rounds: it ends when its time is up or at the first
 * wake-up (a NOTIFY saying work arrived, a stop). A wake-up that comes while the worker is busy is
 * remembered (`woken`), so the next sleep can see it and look again at once.
 */
export class WakeableSleep {
  /** A wake-up came since the worker last looked. */
  woken = false;
  private wakeUp: (() => void) | undefined;

  /** Work arrived: ends the current sleep, or marks the next one as woken. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Ends the current sleep without marking work (a stop, a connection error). */
  interrupt(): void {
    this.wakeUp?.();
  }

  /** Sleeps up to `ms`; a wake-up ends it early. Clears `woken` when it ends. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.woken = false;
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
