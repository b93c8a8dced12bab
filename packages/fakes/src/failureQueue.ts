/**
 * The failures planned with `failNext(n, spec)`: each request that reaches the point where a real
 * platform could refuse it takes one, in the order they were planned.
 */
export class FailureQueue<Spec> {
  private readonly queue: { remaining: number; spec: Spec }[] = [];

  add(count: number, spec: Spec): void {
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`failNext expects a positive count, got ${count}`);
    this.queue.push({ remaining: count, spec });
  }

  /** The next planned failure, or undefined to answer normally. */
  take(): Spec | undefined {
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
  }
}
