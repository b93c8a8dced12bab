import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** What the webhook receiver answered, and how long it took (for latency checks and benchmarks). */
export interface PushResult {
  status: number;
  body: string;
  ms: number;
}

/**
 * Posts webhook bodies the way the platforms do: one POST of JSON bytes with the platform's
 * headers. node:http with a keep-alive agent rather than fetch, so pushing thousands of webhooks
 * reuses a few sockets and costs little. https is supported for demos behind a tunnel.
 */
export class WebhookPoster {
  private readonly http = new HttpAgent({ keepAlive: true, maxSockets: 256 });
  private readonly https = new HttpsAgent({ keepAlive: true, maxSockets: 256 });

  constructor(private readonly timeoutMs = 10_000) {}

  post(url: string, raw: Buffer, headers: Record<string, string>): Promise<PushResult> {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    const started = performance.now();
    return new Promise<PushResult>((resolve, reject) => {
      const req = send(
        target,
        {
          method: 'POST',
          agent: secure ? this.https : this.http,
          headers: { 'content-type': 'application/json', 'content-length': raw.length, ...headers },
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on('timeout', () =>
        req.destroy(new Error(`webhook ${url} did not answer within ${this.timeoutMs} ms`)),
      );
      req.on('error', reject);
      req.end(raw);
    });
  }

  /** Frees the pooled sockets (called when the fake closes). */
  destroy(): void {
    this.http.destroy();
    this.https.destroy();
  }
}

/** The body's exact bytes: strings and buffers as given (for byte-level tests), objects as JSON. */
export function toRawBody(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
}
