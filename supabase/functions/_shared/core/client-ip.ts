/**
 * Who is asking: the client address every per-address rule (rate limit, dedupe, the email
 * share) keys on. It comes only from what the platform's proxies wrote, never from the leftmost
 * X-Forwarded-For entry (whatever the sender wrote; proxies append on the right):
 * - CLIENT_IP_HEADER, when set, names a single-value header the platform's edge sets and
 *   overwrites (Cloudflare's `cf-connecting-ip`, for one: "provides the client IP address
 *   connecting to Cloudflare to the origin web server",
 *   https://developers.cloudflare.com/fundamentals/reference/http-headers/). Use it only where
 *   the function cannot be reached without passing that edge.
 * - Otherwise X-Forwarded-For read from the right: TRUSTED_PROXY_HOPS (default 0) entries are
 *   skipped, then every entry that cannot be a visitor's (NOT_A_VISITOR below, and the platform's
 *   proxy ranges listed in TRUSTED_PROXY_RANGES); the first other entry is the client. Nothing
 *   left of it is ever read. Supabase documents no contract for its Edge Functions gateway: its
 *   Auth server reads X-Forwarded-For and, since supabase/auth#2295 (internal/sbff/sbff.go), a
 *   gateway-set `Sb-Forwarded-For`; the community thread supabase/discussions#52040 (which
 *   header is safe for rate limiting in Edge Functions) has no maintainer answer, and Supabase
 *   publishes no address ranges for its gateway. Hence the default that cannot be forged (the
 *   rightmost public entry), the settings to move inward, and the health answer
 *   (intake/health.ts, service role key only) that shows the chain a deployed function receives.
 * - Malformed values are never trusted: an entry on the way that is not an IP address, a chain
 *   with no visitor's entry, or no header at all fall back to the socket's address (the
 *   platform's proxy when deployed, so all such requests share one bucket; the real client
 *   locally).
 *
 * IPv6 clients are keyed by their /64 network: one subscriber line holds 2^64 addresses, and
 * rotating through them must not escape the limit either. IPv4-mapped IPv6 is read as IPv4.
 */

export type ClientIpSettings = {
  /** A platform-set header holding exactly the client address (lower-case name), or undefined. */
  header?: string;
  /** X-Forwarded-For entries to skip from the right (further trusted proxies). */
  trustedHops: number;
  /** The platform's own proxies (TRUSTED_PROXY_RANGES), as written: never a visitor's. */
  proxyRanges: string[];
};

export function clientIpSettingsFromEnv(env: Record<string, string | undefined>): ClientIpSettings {
  const header = env.CLIENT_IP_HEADER?.trim().toLowerCase() || undefined;
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? '0');
  const proxyRanges = (env.TRUSTED_PROXY_RANGES ?? '')
    .split(/[\s,]+/)
    .filter((range) => range && parseRange(range));
  return {
    header,
    trustedHops: Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0,
    proxyRanges,
  };
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

/** An address as numbers: IPv4 as one unsigned 32-bit number, IPv6 as its eight groups. */
type Parsed = { v4: number } | { v6: number[] };

/**
 * One address, read leniently as proxies write it: `[v6]`, `[v6]:port`, `v4:port`; a zone id is
 * dropped; IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 address it carries. Anything else is null.
 */
function parseAddress(raw: string): Parsed | null {
  let value = raw.trim();
  if (value === '' || value.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%[\w.-]+$/, '');
  if (IPV4.test(value))
    return { v4: value.split('.').reduce((n, part) => n * 256 + Number(part), 0) };
  const groups = parseIpv6(value);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return { v4: groups[6] * 65536 + groups[7] };
  return { v6: groups };
}

/**
 * One address as the key to limit on: IPv4 dotted quad, or an IPv6 /64 written
 * `xxxx:xxxx:xxxx:xxxx::/64` (see parseAddress for what is read). Anything else is null.
 */
export function addressKey(raw: string): string | null {
  const parsed = parseAddress(raw);
  if (!parsed) return null;
  if ('v4' in parsed)
    return [24, 16, 8, 0].map((shift) => Math.floor(parsed.v4 / 2 ** shift) % 256).join('.');
  return `${parsed.v6
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** A network as `address/bits`; null when it is not one. */
function parseRange(text: string): { net: Parsed; bits: number } | null {
  const match = /^([^/]+)\/(\d{1,3})$/.exec(text.trim());
  const net = match ? parseAddress(match[1]) : null;
  const bits = Number(match?.[2]);
  if (!net || bits > ('v4' in net ? 32 : 128)) return null;
  return { net, bits };
}

/** Whether `address` lies in `range` (an IPv4 address never lies in an IPv6 range). */
function inRange(address: Parsed, { net, bits }: { net: Parsed; bits: number }): boolean {
  if ('v4' in address !== 'v4' in net) return false;
  const a = 'v4' in address ? [address.v4] : address.v6;
  const n = 'v4' in net ? [net.v4] : net.v6;
  const width = 'v4' in net ? 32 : 16;
  for (let i = 0, left = bits; left > 0; i += 1, left -= width) {
    const keep = Math.min(left, width);
    const unit = 2 ** (width - keep);
    if (Math.floor(a[i]! / unit) !== Math.floor(n[i]! / unit)) return false;
  }
  return true;
}

/**
 * Addresses that are never a visitor's: what no request from the internet arrives from, so an
 * entry in them is a hop of the platform's own chain. IPv4 "this network" (0/8), private
 * (RFC 1918: 10/8, 172.16/12, 192.168/16), shared carrier-grade NAT space (100.64/10, RFC 6598),
 * loopback (127/8), link-local (169.254/16); IPv6 unspecified and loopback (::/127), unique
 * local (fc00::/7), link-local (fe80::/10).
 */
export const NOT_A_VISITOR = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::/127',
  'fc00::/7',
  'fe80::/10',
];
const NOT_A_VISITOR_RANGES = NOT_A_VISITOR.map((range) => parseRange(range)!);

/** Whether an address cannot be a visitor's: a range above, or one of the platform's proxies. */
function notAVisitor(address: Parsed, settings: ClientIpSettings): boolean {
  return [...NOT_A_VISITOR_RANGES, ...settings.proxyRanges.map((r) => parseRange(r)!)].some(
    (range) => inRange(address, range),
  );
}

export type ClientAddress = {
  /** The key the per-address rules use. */
  ip: string;
  /** Where it came from, for the logs. */
  source: 'header' | 'forwarded' | 'socket';
};

/** How the key of one request was found: what the health answer reports. */
export type ClientAddressReport = ClientAddress & {
  /** The header it was read from; null for the socket's address. */
  header: string | null;
  /** Its entry in X-Forwarded-For counted from the right (1: the rightmost); null otherwise. */
  entryFromRight: number | null;
  /** The entries passed over from the right: the trusted hops, then the proxies' addresses. */
  skipped: string[];
  /** The network the per-network limits count it in. */
  network: string;
};

/** The rightmost entry of X-Forwarded-For that can be a visitor's (see the file comment). */
function fromForwarded(
  forwarded: string,
  settings: ClientIpSettings,
): Omit<ClientAddressReport, 'network'> | null {
  // Several X-Forwarded-For headers arrive joined by ", " in order: the same list.
  const hops = forwarded.split(',').map((hop) => hop.trim());
  const skipped = hops.slice(Math.max(0, hops.length - settings.trustedHops)).reverse();
  for (let index = hops.length - 1 - settings.trustedHops; index >= 0; index -= 1) {
    const address = parseAddress(hops[index]!);
    // An entry that is not an address was not written by a proxy: nothing beyond it is read.
    if (!address) return null;
    if (notAVisitor(address, settings)) {
      skipped.push(hops[index]!);
      continue;
    }
    return {
      ip: addressKey(hops[index]!)!,
      source: 'forwarded',
      header: 'x-forwarded-for',
      entryFromRight: hops.length - index,
      skipped,
    };
  }
  return null;
}

/**
 * The client address of a request behind the platform's proxies (see the file comment), and how
 * it was found. `socket` is the connection's peer address, the fallback.
 */
export function explainClientAddress(
  request: Request,
  socket: string | undefined,
  settings: ClientIpSettings,
): ClientAddressReport {
  const found = (): Omit<ClientAddressReport, 'network'> => {
    if (settings.header) {
      const value = request.headers.get(settings.header);
      const address = value !== null && !value.includes(',') ? parseAddress(value) : null;
      if (address && !notAVisitor(address, settings))
        return {
          ip: addressKey(value!)!,
          source: 'header',
          header: settings.header,
          entryFromRight: null,
          skipped: [],
        };
    }
    const forwarded = request.headers.get('x-forwarded-for');
    const chosen = forwarded === null ? null : fromForwarded(forwarded, settings);
    return (
      chosen ?? {
        ip: (socket && addressKey(socket)) || 'unknown',
        source: 'socket',
        header: null,
        entryFromRight: null,
        skipped: [],
      }
    );
  };
  const report = found();
  return { ...report, network: networkKey(report.ip) };
}

/** In words, the rule `settings` make: what the health answer says the limits key on. */
export function describeClientIpRule(settings: ClientIpSettings): string {
  const walk =
    `X-Forwarded-For read from the right: ${settings.trustedHops} trusted hop(s) passed over, ` +
    `then every entry no visitor has (${[...NOT_A_VISITOR, ...settings.proxyRanges].join(', ')}); ` +
    'the first other entry is the visitor; with none, the socket address';
  return settings.header
    ? `the ${settings.header} header when it holds one visitor's address; else ${walk}`
    : walk;
}

/** The client address of a request behind the platform's proxies: its key and its source. */
export function clientAddress(
  request: Request,
  socket: string | undefined,
  settings: ClientIpSettings,
): ClientAddress {
  const { ip, source } = explainClientAddress(request, socket, settings);
  return { ip, source };
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
