/**
 * Who is asking: the client address every per-address rule (rate limit, dedupe, the email
 * share) keys on. It comes only from what the platform's proxies wrote, never from the leftmost
 * X-Forwarded-For entry (whatever the sender wrote; proxies append on the right):
 * - CLIENT_IP_HEADER, when set, names a single-value header the platform's edge sets and
 *   overwrites (Cloudflare's `cf-connecting-ip`, for one: "provides the client IP address
 *   connecting to Cloudflare to the origin web server",
 *   https://developers.cloudflare.com/fundamentals/reference/http-headers/). Use it only where
 *   the function cannot be reached without passing that edge.
 * - Otherwise X-Forwarded-For read from the right: the rightmost entry is the one the proxy in
 *   front of the function appended; TRUSTED_PROXY_HOPS (default 0) skips that many more entries
 *   written by further proxies of the platform's own chain. Nothing left of the chosen entry is
 *   ever read. Supabase documents no contract for its Edge Functions gateway: its Auth server
 *   reads X-Forwarded-For and, since supabase/auth#2295 (internal/sbff/sbff.go), a gateway-set
 *   `Sb-Forwarded-For`; the community thread supabase/discussions#52040 has no maintainer answer.
 *   Hence the default that cannot be forged (rightmost) and the setting to move inward.
 * - Malformed values are never trusted: a chosen entry that is not an IP address, a chain shorter
 *   than the trusted hops, or no header at all fall back to the socket's address (the platform's
 *   proxy when deployed, so all such requests share one bucket; the real client locally).
 *
 * IPv6 clients are keyed by their /64 network: one subscriber line holds 2^64 addresses, and
 * rotating through them must not escape the limit either. IPv4-mapped IPv6 is read as IPv4.
 */

export type ClientIpSettings = {
  /** A platform-set header holding exactly the client address (lower-case name), or undefined. */
  header?: string;
  /** X-Forwarded-For entries to skip from the right (further trusted proxies). */
  trustedHops: number;
};

export function clientIpSettingsFromEnv(env: Record<string, string | undefined>): ClientIpSettings {
  const header = env.CLIENT_IP_HEADER?.trim().toLowerCase() || undefined;
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? '0');
  return { header, trustedHops: Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0 };
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function parseIpv6(text: string): number[] | null {
  let value = text;
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes its two hexadecimal groups.
  const lastColon = value.lastIndexOf(':');
  if (lastColon >= 0 && value.slice(lastColon + 1).includes('.')) {
    const v4 = value.slice(lastColon + 1);
    if (!IPV4.test(v4)) return null;
    const [a, b, c, d] = v4.split('.').map(Number);
    value = `${value.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parts = value.split('::');
  if (parts.length > 2) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(parts[0]);
  const rest = parts.length === 2 ? groups(parts[1]) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  const count = head.length + rest.length;
  if (parts.length === 1 ? count !== 8 : count > 7) return null;
  const numbers = (list: string[]) => list.map((g) => parseInt(g, 16));
  return [...numbers(head), ...new Array(8 - count).fill(0), ...numbers(rest)];
}

/**
 * One address as the key to limit on: IPv4 dotted quad, or an IPv6 /64 written
 * `xxxx:xxxx:xxxx:xxxx::/64`. Accepts `[v6]`, `[v6]:port`, `v4:port`; a zone id is dropped.
 * Anything else is null.
 */
export function addressKey(raw: string): string | null {
  let value = raw.trim();
  if (value === '' || value.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%[\w.-]+$/, '');
  if (IPV4.test(value)) return value;
  const groups = parseIpv6(value);
  if (!groups) return null;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client it is.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

export type ClientAddress = {
  /** The key the per-address rules use. */
  ip: string;
  /** Where it came from, for the logs. */
  source: 'header' | 'forwarded' | 'socket';
};

/**
 * The client address of a request behind the platform's proxies (see the file comment).
 * `socket` is the connection's peer address, the fallback.
 */
export function clientAddress(
  request: Request,
  socket: string | undefined,
  settings: ClientIpSettings,
): ClientAddress {
  const fromSocket = (): ClientAddress => ({
    ip: (socket && addressKey(socket)) || 'unknown',
    source: 'socket',
  });
  if (settings.header) {
    const value = request.headers.get(settings.header);
    const key = value !== null && !value.includes(',') ? addressKey(value) : null;
    if (key) return { ip: key, source: 'header' };
  }
  const forwarded = request.headers.get('x-forwarded-for');
  if (forwarded === null) return fromSocket();
  // Several X-Forwarded-For headers arrive joined by ", " in order: the same list.
  const hops = forwarded.split(',').map((hop) => hop.trim());
  const index = hops.length - 1 - settings.trustedHops;
  if (index < 0) return fromSocket();
  const key = addressKey(hops[index]);
  return key ? { ip: key, source: 'forwarded' } : fromSocket();
}

/**
 * The network an address key belongs to, for the per-network limits: an IPv4 /24
 * (`a.b.c.0/24`) or an IPv6 /48 (`xxxx:xxxx:xxxx::/48`, what one site is usually given).
 * Anything else is its own network.
 */
export function networkKey(ip: string): string {
  if (IPV4.test(ip)) return `${ip.slice(0, ip.lastIndexOf('.'))}.0/24`;
  const v6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(ip);
  return v6 ? `${v6[1]}:${v6[2]}:${v6[3]}::/48` : ip;
}
