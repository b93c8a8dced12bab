import dns from 'node:dns';
import net from 'node:net';
import { isPublicIpv4, isPublicIpv6 } from '@griot/contract/flows/publicUrl';
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

function isPublicAddress(address: string): boolean {
  return net.isIPv6(address) ? isPublicIpv6(address) : isPublicIpv4(address);
}

/**
 * Connects only to public addresses, checked on the address actually resolved at connection time
 * (a name that was public when the flow was saved may now resolve to 127.0.0.1: DNS rebinding).
 * Hosts in REQUEST_ALLOWLIST (names or IPs) may be private.
 */
export function createRequestAgent(allowlist: readonly string[]): Agent {
  const allowed = new Set(allowlist.map((entry) => entry.toLowerCase()));
  const lookup: typeof dns.lookup = ((
    hostname: string,
    options: dns.LookupOptions,
    callback: (...args: unknown[]) => void,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find(
        (entry) =>
          !isPublicAddress(entry.address) &&
          !allowed.has(hostname.toLowerCase()) &&
          !allowed.has(entry.address),
      );
      if (refused) return callback(new Error(`address ${refused.address} of ${hostname} is not public`));
      if (options.all) return callback(null, list);
      const first = list[0];
      return first
        ? callback(null, first.address, first.family)
        : callback(new Error(`no address for ${hostname}`));
    });
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
  if (net.isIP(host) && !isPublicAddress(host) && !allowlist.includes(host))
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
