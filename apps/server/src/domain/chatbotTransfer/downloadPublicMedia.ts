import net from 'node:net';
import { isPublicIpAddress } from '@griot/contract/flows/publicUrl';
import { fetch } from 'undici';
import { createRequestAgent } from '../../runtime/performRequest';

/** One media download of an import waits this long, headers and body together. */
const DOWNLOAD_TIMEOUT_MS = 10_000;

/**
 * Downloads a media file an imported chatbot names by its link, with the request element's
 * safeguards: http(s) only, every resolved address public (checked at connection time by the
 * agent, so a name rebound to 127.0.0.1 is refused too), no redirects, at most `maxBytes` read and
 * DOWNLOAD_TIMEOUT_MS in all. Undefined when it cannot be had, never an exception: the import
 * goes on and says which media is missing.
 */
export async function downloadPublicMedia(
  url: string,
  maxBytes: number,
  allowlist: readonly string[],
): Promise<Buffer | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isPublicIpAddress(host) && !allowlist.includes(host)) return undefined;
  const agent = createRequestAgent(allowlist);
  try {
    const response = await fetch(parsed, {
      headers: { 'user-agent': 'Griot/1.0 (+chatbot import)' },
      redirect: 'error',
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      dispatcher: agent,
    });
    if (!response.ok || !response.body) return undefined;
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) return undefined;
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of response.body) {
      received += chunk.length;
      // Past the limit the rest is not read: the connection is dropped with the agent.
      if (received > maxBytes) return undefined;
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  } finally {
    agent.destroy().catch(() => undefined);
  }
}
