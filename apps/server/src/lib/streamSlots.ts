/**
 * How many long responses (a streamed list, a CSV export) each key — a workspace — has running in
 * this process: each holds a database connection until its client has read it all, so a route
 * refuses one more past `limit` instead of letting a few large reads take every connection.
 */
export function createStreamSlots(limit: number) {
  const running = new Map<string, number>();
  return {
    /** True when `key` already has `limit` responses running. */
    full(key: string): boolean {
      return (running.get(key) ?? 0) >= limit;
    },
    /** Counts one more response for `key` until `response` closes. */
    holdUntilClosed(key: string, response: { once(event: 'close', listener: () => void): unknown }): void {
      running.set(key, (running.get(key) ?? 0) + 1);
      // The response's close comes once, whether it was read to its end or the client left.
      response.once('close', () => {
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      });
    },
  };
}
