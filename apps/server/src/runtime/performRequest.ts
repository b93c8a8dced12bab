import dns from 'node:dns';
import net from 'node:net';
import { isPublicIpAddress } from '@griot/contract/flows/publicUrl';
import { Agent, fetch } from 'undici';

/** A request element waits this long for its answer. */
const REQUEST_TIMEOUT_MS = 10_000;
/** A JSON answer larger than this is not read (it could only set variables). */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface RequestOutcome {
  ok: boolean;
  status?: number;
  json?: unknown;
  error?: string;
}

/** Resolves a name to all its addresses (dns.lookup in production; a fake in tests). */
export type Resolver = (hostname: string) => Promise<dns.LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * The addresses a request element may connect to for `hostname`, or an error naming the first
 * private one: every resolved address must be public unless the name or that address is on
 * REQUEST_ALLOWLIST.
 */
export async function checkedAddresses(
  hostname: string,
  allowlist: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<dns.LookupAddress[]> {
  const addresses = await resolve(hostname);
  if (addresses.length === 0) throw new Error(`no address for ${hostname}`);
  const nameAllowed = allowlist.includes(hostname.toLowerCase());
  const refused = addresses.find(
    (entry) => !nameAllowed && !allowlist.includes(entry.address) && !isPublicIpAddress(entry.address),
  );
  if (refused) throw new Error(`address ${refused.address} of ${hostname} is not public`);
  return addresses;
}

/**
 * Connects only to checked addresses, checked on the address actually resolved at connection
 * time (a name that was public when the flow was saved may now resolve to 127.0.0.1: DNS
 * rebinding).
 */
export function createRequestAgent(allowlist: readonly string[], resolve: Resolver = systemResolver): Agent {
  const lookup = ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    checkedAddresses(hostname, allowlist, resolve).then(
      (list) => {
        if (options.all) return callback(null, list);
        const first = list[0] as dns.LookupAddress;
        return callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error),
    );
  }) as typeof dns.lookup;
  return new Agent({ connect: { lookup, timeout: REQUEST_TIMEOUT_MS } });
}

/**
 * POSTs a request element's variables as JSON. An IP literal skips DNS, so it is checked here;
 * names are checked by the agent's lookup. Never throws.
 */
export async function performRequest(
  agent: Agent,
  allowlist: readonly string[],
  url: string,
  body: Record<string, string>,
): Promise<RequestOutcome> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: 'invalid URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, error: 'not http(s)' };
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isPublicIpAddress(host) && !allowlist.includes(host))
    return { ok: false, error: `address ${host} is not public` };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Griot/1.0 (+flow request)' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      dispatcher: agent,
    });
    const text = (await response.text()).slice(0, MAX_ANSWER_BYTES);
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { ok: response.ok, status: response.status, json };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    return { ok: false, error: cause ?? (error instanceof Error ? error.message : String(error)) };
  }
}
