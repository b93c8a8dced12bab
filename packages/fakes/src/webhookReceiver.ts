import type { IncomingHttpHeaders } from 'node:http';
import { CountWaiter } from './countWaiter';
import { readBody, startHttpServer } from './httpServer';

/** One webhook POST as received: the exact bytes (to check signatures) and the parsed JSON. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  json: unknown;
}

export interface WebhookReceiver {
  /** Full URL to give a fake as webhookUrl. */
  url: string;
  received: ReceivedWebhook[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/**
 * A tiny receiver standing in for the runtime in the fakes' own tests (and for checking what a
 * fake pushes without starting Griot): records every POST and answers 200 "ok".
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiter = new CountWaiter();
  const running = await startHttpServer(async (req, res) => {
    const raw = await readBody(req);
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      json = undefined;
    }
    received.push({ path: req.url ?? '/', headers: req.headers, raw, json });
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': 2 });
    res.end('ok');
    waiter.notify();
  });
  return {
    url: `${running.url}/webhook`,
    received,
    async waitFor(count, timeoutMs = 5000) {
      await waiter.wait(
        () => received.length >= count,
        timeoutMs,
        () => `receiver: expected ${count} webhook(s) within ${timeoutMs} ms, got ${received.length}`,
      );
      return received.slice();
    },
    async close() {
      waiter.rejectAll('receiver closed');
      await running.close();
    },
  };
}
