/**
 * What the local servers (the site's, scripts/local/serve.ts, and the functions' alone,
 * scripts/local/local-functions.ts) check before anything builds a URL from a request: its Host
 * and its request target parse, or the answer is 400; and what they answer when a handler
 * throws: a plain status line, never a stack trace or a path of this machine.
 */
import type express from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A host name, an IPv4 address or a bracketed IPv6 address, and an optional port. */
const HOST_SHAPE =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** Whether a Host header names a host URL parsing accepts (so `[::::]` and `[1.2]` do not). */
export function parsableHost(host: string): boolean {
  if (!HOST_SHAPE.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request as origin-form (`/path?query`) and its host, or null when either does not parse.
 * An absolute-form target (`http://host/path`, RFC 9112 §3.2.2) is taken as its path, its
 * authority replacing the Host header (§7.2); anything else (`*`, a path without its leading
 * slash, another scheme, credentials in the authority) is refused.
 */
export function requestTarget(
  target: string,
  host: string | undefined,
): { path: string; host: string | undefined } | null {
  if (/^https?:\/\//i.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return null;
    }
    if (url.username || url.password || !parsableHost(url.host)) return null;
    return { path: `${url.pathname}${url.search}`, host: url.host };
  }
  if (!target.startsWith('/')) return null;
  if (host !== undefined && !parsableHost(host)) return null;
  try {
    new URL(`http://${host ?? 'localhost'}${target}`);
  } catch {
    return null;
  }
  return { path: target, host };
}

const refuse = (res: ServerResponse) => {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end('Bad request: malformed Host header or request target');
};

/**
 * A server's request listener around `app`: a request whose Host or target does not parse is
 * answered 400 before `app` sees it; an absolute-form one reaches `app` as origin-form with its
 * host (Express's router would otherwise route its path with the scheme and authority in front).
 */
export function parsedTargetsOnly(
  app: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const parsed = requestTarget(req.url ?? '', req.headers.host);
    if (!parsed) return refuse(res);
    req.url = parsed.path;
    if (parsed.host !== undefined) req.headers.host = parsed.host;
    app(req, res);
  };
}

/** The same check as middleware, for an app some other server listens with. */
export function guardRequestTarget(
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
): void {
  if (!requestTarget(req.url, req.headers.host)) return refuse(res);
  next();
}

/** The last handler: a fault answers a plain status line; a client's fault keeps its 4xx. */
export function plainErrors(
  error: unknown,
  _req: express.Request,
  res: express.Response,
  next: express.NextFunction,
): void {
  if (res.headersSent) return next(error);
  const status = Number((error as { status?: number }).status);
  const client = Number.isInteger(status) && status >= 400 && status < 500;
  if (!client) console.error('local server error:', error);
  res
    .status(client ? status : 500)
    .type('text')
    .send(client ? 'Bad request' : 'Internal error');
}
