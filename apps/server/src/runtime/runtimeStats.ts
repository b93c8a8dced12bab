/** What a send attempt became: stored as sent, to be retried later, or failed for good. */
export type SendResult = 'sent' | 'retry' | 'failed';

/**
 * Counts kept by the runtime of this process since it started, read by the metrics endpoint.
 * Plain numbers so the runtime does not depend on the metrics library.
 */
export class RuntimeStats {
  private readonly sends = new Map<string, number>();

  recordSend(channel: string, result: SendResult): void {
    const key = `${channel}\u0000${result}`;
    this.sends.set(key, (this.sends.get(key) ?? 0) + 1);
  }

  /** Every (channel, result) pair seen, with its count. */
  sendCounts(): Array<{ channel: string; result: SendResult; count: number }> {
    return [...this.sends].map(([key, count]) => {
      const [channel = '', result] = key.split('\u0000');
      return { channel, result: result as SendResult, count };
    });
  }
}
