import ipaddr from 'ipaddr.js';

/**
 * Whether a URL may be called by the server for a user (a request element): http(s) to a public
 * host. Names that mean this machine or a private network, and IP literals outside public unicast
 * space (ipaddr.js's ranges, after unwrapping IPv4 addresses carried inside IPv6 ones), are
 * refused. The runtime checks the resolved address again before connecting; a name that does not
 * resolve here is no reason to refuse at save.
 */
export function isPublicHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // "localhost." is "localhost": a fully qualified name's trailing dots change nothing.
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
  if (
    host === 'localhost' ||
    /\.(localhost|local|internal|lan|home|home\.arpa)$/.test(host) ||
    (!host.includes('.') && !host.includes(':'))
  ) {
    return false;
  }
  if (ipaddr.isValid(host)) return isPublicIpAddress(host);
  return true;
}

/**
 * True only for a public unicast address. IPv6 must be global unicast (2000::/3); the forms that
 * carry an IPv4 address (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged
 * by the IPv4 address inside; Teredo and the other special ranges are refused.
 */
export function isPublicIpAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = ipaddr.IPv6.parse(address);
  const embedded = embeddedIpv4(v6);
  if (embedded) return embedded.range() === 'unicast';
  return v6.range() === 'unicast' && v6.match(ipaddr.IPv6.parse('2000::'), 3);
}

/** The IPv4 address an IPv6 one stands for, in the forms a gateway would translate. */
function embeddedIpv4(v6: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = v6.toByteArray();
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  if (v6.range() === 'rfc6052') return ipv4FromBytes(bytes.slice(12, 16));
  if (v6.range() === '6to4') return ipv4FromBytes(bytes.slice(2, 6));
  return undefined;
}

function ipv4FromBytes(bytes: number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4(bytes);
}
