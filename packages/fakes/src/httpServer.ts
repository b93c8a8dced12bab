import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request handler; thrown errors become a 500 so one bad request never kills the fake. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface RunningServer {
  server: Server;
  /** Base URL reachable from this machine, e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts a bare node:http server: no framework and no per-request logging, so a fake keeps up with
 * a benchmark of thousands of requests per second. Keep-alive is on (the runtime's HTTP client
 * reuses connections, as it does with Meta and Telegram); `close()` drops idle sockets at once so
 * tests do not wait for the keep-alive timeout.
 */
export async function startHttpServer(
  handler: Handler,
  port = 0,
  host = '127.0.0.1',
): Promise<RunningServer> {
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => handler(req, res))
      .catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), code: 1 } });
        else res.destroy();
      });
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  // A wildcard address is not something a client can dial: point at the loopback instead.
  const dialHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    server,
    url: `http://${dialHost}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The whole request body, as the raw bytes received. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/** Parses a JSON body; undefined when empty or not JSON (the caller answers like the platform). */
export function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Answers JSON with an explicit length, so keep-alive connections need no chunked encoding. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}
