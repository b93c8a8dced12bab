interface Pending {
  check: () => boolean;
  resolve: () => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Lets tests await "n requests received" without polling. Each fake calls `notify()` after it
 * records something; with no one waiting that is a check of an empty set, so benchmarks pay nothing.
 */
export class CountWaiter {
  private readonly pending = new Set<Pending>();

  /** Resolves once `check()` is true; rejects with `describe()` after `timeoutMs`. */
  wait(check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const entry: Pending = {
        check,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.pending.delete(entry);
          reject(new Error(describe()));
        }, timeoutMs),
      };
      this.pending.add(entry);
    });
  }

  notify(): void {
    if (this.pending.size === 0) return;
    for (const entry of this.pending) {
      if (!entry.check()) continue;
      clearTimeout(entry.timer);
      this.pending.delete(entry);
      entry.resolve();
    }
  }

  /** Fails every waiter (the fake is closing: nothing more will arrive). */
  rejectAll(reason: string): void {
    for (const entry of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new Error(reason));
    }
    this.pending.clear();
  }
}
