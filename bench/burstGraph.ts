import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateWhatsAppSend } from '@griot/fakes/validateWhatsAppSend';

/** One accepted send: the body the server posted, parsed. */
export type BurstSend = Record<string, unknown> & { to: string };

export interface BurstGraph {
  url: string;
  /** Sends accepted (Graph's 200). */
  sent(): number;
  /** Sends refused (bad token, invalid body): a burst expects none. */
  rejected(): number;
  close(): Promise<void>;
}

/**
 * The Graph API the burst's replies go to. In production Meta answers from another machine; here
 * it shares the 2 cores with the server and PostgreSQL, so it is as cheap as a fake can be while
 * still checking what Graph checks at its door (bearer token, the body's product, recipient and
 * type) and answering Graph's real success body: a bare node:http handler for the one route the
 * runtime calls, no URL object, no onboarding routes, no recording kept, wamids from a random
 * prefix and a counter (unique in the run, shaped like Meta's) instead of a random draw per send.
 * The full fake (@griot/fakes/whatsAppFake) stays what the tests use.
 */
export async function startBurstGraph(
  accessToken: string,
  onSent: (send: BurstSend) => void,
): Promise<BurstGraph> {
  const bearer = `Bearer ${accessToken}`;
  const prefix = `wamid.HBgL${randomBytes(18).toString('base64')}`;
  let counter = 0;
  let rejected = 0;
  const answer = (res: ServerResponse, status: number, json: string): void => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': Buffer.byteLength(json),
    });
    res.end(json);
  };
  const refuse = (res: ServerResponse, status: number, code: number, message: string): void => {
    rejected += 1;
    answer(
      res,
      status,
      JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'burst' } }),
    );
  };
  const handle = (req: IncomingMessage, res: ServerResponse, raw: string): void => {
    if (req.method !== 'POST' || !req.url?.endsWith('/messages')) {
      refuse(res, 404, 2500, `Unknown path components: ${req.url}`);
      return;
    }
    if (req.headers.authorization !== bearer) {
      refuse(res, 401, 190, 'Invalid OAuth access token.');
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const valid = validateWhatsAppSend(body);
    if (typeof valid === 'string') {
      refuse(res, 400, 100, valid);
      return;
    }
    if (valid.kind === 'read') {
      answer(res, 200, '{"success":true}');
      return;
    }
    counter += 1;
    const to = JSON.stringify(valid.to);
    answer(
      res,
      200,
      `{"messaging_product":"whatsapp","contacts":[{"input":${to},"wa_id":${to}}],"messages":[{"id":"${prefix}${counter.toString(36)}"}]}`,
    );
    onSent(body as BurstSend);
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => handle(req, res, raw));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => counter,
    rejected: () => rejected,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
