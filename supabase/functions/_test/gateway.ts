/**
 * A stand-in of Supabase's hosted Edge Functions gateway, in front of the functions started as
 * deployed (`deno run <name>/index.ts`), doing what the platform documents, including what we
 * would rather it did not:
 * - routing: `/functions/v1/<name>/<rest>` reaches the function as `/<name>/<rest>`, on the
 *   platform's own internal host (supabase.com/docs/guides/functions/routing: "the function
 *   receives the full path"); any other path, or an unknown name, is 404;
 * - `verify_jwt`, per function from supabase/config.toml, `true` when the function is not declared
 *   (supabase.com/docs/guides/functions/auth-headers: "When verify_jwt is enabled (the default)");
 *   a request without `Authorization: Bearer <JWT signed with the project's secret>` gets 401
 *   `{"code":401,"message":"Missing authorization header"}` or `"Invalid JWT"` and never reaches it
 *   (supabase.com/docs/guides/troubleshooting/edge-function-401-error-response);
 * - a `GET` answered with `text/html` is rewritten to `text/plain` (supabase.com/docs/guides/
 *   functions/http-methods and /limits: "GET requests that return text/html will be rewritten to
 *   text/plain");
 * - the request idle timeout: no answer within 150 s is 504 (supabase.com/docs/guides/functions/
 *   limits; shorter here when a test sets `idleTimeoutMs`);
 * - the connecting address appended to `X-Forwarded-For`, as a proxy does (client-ip.ts reads it
 *   from the right). Tests act as many clients by binding source addresses in 127.0.0.0/8
 *   (`sender` in harness.ts), never by writing the header; a visitor's connection comes from the
 *   internet, so the address appended for such a source is the public one it stands for
 *   (`internetAddresses`); any other source (a plain `fetch`, `clientFrom`) is appended as is.
 * Deno only (the Node type-check leaves _test/ out).
 */
import { parse } from 'smol-toml';
import { base64Url } from '../_shared/core/cms-auth-protocol.ts';

export type GatewayOptions = {
  /** Each function's name and the address its `deno run` process listens on. */
  upstreams: Record<string, string>;
  /** The project's JWT secret (HS256), which the anon key is signed with. */
  jwtSecret: string;
  /** verify_jwt per function name; a name not listed is verified (the platform's default). */
  verifyJwt: Record<string, boolean>;
  idleTimeoutMs?: number;
};

/**
 * The public address each test source address (127.0.0.0/8) stands for, registered by the
 * harness's `sender`: what the gateway appends to X-Forwarded-For for it.
 */
export const internetAddresses = new Map<string, string>();

/** The platform's documented request idle timeout. */
export const IDLE_TIMEOUT_MS = 150_000;

/** verify_jwt of every `[functions.<name>]` in supabase/config.toml. */
export function verifyJwtFromConfig(
  configUrl = new URL('../../config.toml', import.meta.url),
): Record<string, boolean> {
  const config = parse(Deno.readTextFileSync(configUrl)) as {
    functions?: Record<string, { verify_jwt?: boolean }>;
  };
  return Object.fromEntries(
    Object.entries(config.functions ?? {}).map(([name, fn]) => [name, fn.verify_jwt !== false]),
  );
}

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/** A JWT (HS256) signed with the project's secret, as the platform issues the anon key. */
export async function signJwt(secret: string, claims: Record<string, unknown>): Promise<string> {
  const head = base64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const body = base64Url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(`${head}.${body}`),
  );
  return `${head}.${body}.${base64Url(new Uint8Array(signature))}`;
}

async function validJwt(secret: string, token: string): Promise<boolean> {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return false;
  try {
    const header = JSON.parse(atob(head.replace(/-/g, '+').replace(/_/g, '/')));
    if (header.alg !== 'HS256') return false;
    const mac = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    if (
      !(await crypto.subtle.verify(
        'HMAC',
        await hmacKey(secret),
        mac,
        encoder.encode(`${head}.${body}`),
      ))
    )
      return false;
    const claims = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims.exp !== 'number' || claims.exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

const platformError = (status: number, message: string) =>
  Response.json({ code: status, message }, { status });

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
];

export function createGateway(options: GatewayOptions) {
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  return async (request: Request, info: { remoteAddr: Deno.NetAddr }): Promise<Response> => {
    const url = new URL(request.url);
    const match = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const upstream = match ? options.upstreams[match[1]!] : undefined;
    if (!match || !upstream) return platformError(404, 'Requested function was not found');
    const name = match[1]!;
    if (options.verifyJwt[name] !== false) {
      const authorization = request.headers.get('authorization');
      if (!authorization) return platformError(401, 'Missing authorization header');
      const token = /^Bearer (.+)$/i.exec(authorization)?.[1] ?? '';
      if (!(await validJwt(options.jwtSecret, token))) return platformError(401, 'Invalid JWT');
    }
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    const forwarded = headers.get('x-forwarded-for');
    const peer = internetAddresses.get(info.remoteAddr.hostname) ?? info.remoteAddr.hostname;
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer);
    headers.set('x-forwarded-proto', 'https');
    const target = new URL(`/${name}${match[2] ?? ''}${url.search}`, upstream);
    let response: Response;
    try {
      response = await fetch(target, {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(idleTimeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        return platformError(504, 'Gateway Timeout');
      return platformError(502, 'Bad Gateway');
    }
    const out = new Headers(response.headers);
    for (const name of HOP_BY_HOP) out.delete(name);
    if (request.method === 'GET' && /^text\/html\b/i.test(out.get('content-type') ?? '')) {
      out.set('content-type', 'text/plain');
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    });
  };
}

/** The gateway on a loopback port (an ephemeral one unless `port` is given). */
export function startGateway(options: GatewayOptions & { port?: number }) {
  const handle = createGateway(options);
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: options.port ?? 0, onListen() {} },
    (request, info) => handle(request, info as { remoteAddr: Deno.NetAddr }),
  );
  return { url: `http://127.0.0.1:${server.addr.port}`, stop: () => server.shutdown() };
}
