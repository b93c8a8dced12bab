/**
 * The failures planned with `failNext(n, spec)`: each request that reaches the point where a real
 * platform could refuse it takes one, in the order they were planned.
 */
export class FailureQueue<Spec> {
  private readonly queue: { remaining: number; spec: Spec }[] = [];
  /** An outage: every request fails this way until then (an epoch in ms). */
  private outage: { until: number; spec: Spec } | undefined;

  /** Every request fails with `spec` for `durationMs` (a platform down for a while), then recovers. */
  failFor(durationMs: number, spec: Spec): void {
    this.outage = { until: Date.now() + durationMs, spec };
  }

  add(count: number, spec: Spec): void {
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`failNext expects a positive count, got ${count}`);
    this.queue.push({ remaining: count, spec });
  }

  /** The next planned failure, or undefined to answer normally. */
  take(): Spec | undefined {
    if (this.outage && Date.now() < this.outage.until) return this.outage.spec;
    this.outage = undefined;
    const head = this.queue[0];
    if (!head) return undefined;
    head.remaining -= 1;
    if (head.remaining === 0) this.queue.shift();
    return head.spec;
  }

  get size(): number {
    return this.queue.reduce((sum, item) => sum + item.remaining, 0);
  }

  clear(): void {
    this.queue.length = 0;
    this.outage = undefined;
  }
}
