/**
 * Serves the static export (out/) the way a CDN does:
 * - /about is answered from about.html, / from index.html;
 * - unknown paths get 404.html with status 404;
 * - gzip/brotli compression, correct content types, immutable caching for /_next/static;
 * - the response headers of out/_headers (the same file static hosts read);
 * - the local Supabase functions at /functions/v1/<name> (see scripts/local/local-functions.ts).
 */
import compression from 'compression';
import express, { type Router } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '../build/headers-file';
import { guardRequestTarget, parsedTargetsOnly, plainErrors } from './request-target';

export type SiteServerOptions = {
  outDir: string;
  /** Mounted at /functions/v1: one route per function name. */
  functions?: Router;
};

const ONE_YEAR = 60 * 60 * 24 * 365;

export function createSiteApp({ outDir, functions }: SiteServerOptions) {
  const root = path.resolve(outDir);
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const notFoundPage = path.join(root, '404.html');

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);

  // A Host header or request target that does not parse is refused before anything builds a URL
  // from it (listen serves an absolute-form target as its path before the app sees it).
  app.use(guardRequestTarget);
  app.use(compression());

  // Security and caching headers from the generated _headers file, for every answer.
  app.use((req, res, next) => {
    for (const [name, value] of headersFor(rules, req.path)) res.setHeader(name, value);
    next();
  });

  // A body refused before it was read (413 and the like) is still on the connection: the next
  // request would be parsed from the middle of it and the client would see a reset. Such an answer
  // says `Connection: close`, and the body is read and discarded while the answer goes out.
  app.use((req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!req.complete) closeAfterAnswer(req, res);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });

  if (functions) app.use('/functions/v1', functions);

  // Clean URLs: /about -> about.html (or about/index.html); /about/ -> 308 to /about.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = req.path;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = req.url.slice(req.path.length);
      return res.redirect(308, pathname.replace(/\/+$/, '') + query);
    }
    if (pathname !== '/' && !path.extname(pathname)) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return next();
      }
      const candidate = path.join(root, `${decoded}.html`);
      const folderIndex = path.join(root, decoded, 'index.html');
      if (candidate.startsWith(root + path.sep) && isFile(candidate)) {
        req.url = `${pathname}.html${req.url.slice(pathname.length)}`;
      } else if (folderIndex.startsWith(root + path.sep) && isFile(folderIndex)) {
        // A folder's page (the editor's out/admin/index.html) at its clean URL, as hosts serve it.
        req.url = `${pathname}/index.html${req.url.slice(pathname.length)}`;
      }
    }
    next();
  });

  app.use(
    express.static(root, {
      extensions: false,
      redirect: false,
      index: 'index.html',
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}_next${path.sep}static${path.sep}`)) {
          res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
        } else if (filePath.endsWith('.html')) {
          res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );

  // Anything else: the exported 404 page, with status 404.
  app.use((req, res) => {
    res.status(404);
    if (req.method === 'GET' && existsSync(notFoundPage)) {
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      res.type('html').send(readFileSync(notFoundPage));
    } else {
      res.type('text').send('Not found');
    }
  });

  // A fault answers a plain status line: no stack trace, no path of this machine.
  app.use(plainErrors);

  return app;
}

/**
 * Ends the connection once the answer is out, without a reset: the unread rest of the body is
 * drained (not kept) so the client finishes sending and reads the answer, then the socket closes.
 * A body that keeps coming is cut off after a few seconds.
 */
function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // Already torn down (a streamed body the handler stopped reading): nothing left to drain.
  if (!socket || socket.destroyed) return;
  req.removeAllListeners('data');
  req.resume();
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

const DRAIN_MS = 5_000;

function isFile(filePath: string): boolean {
  try {
    return statSync(filePath).isFile();
  } catch {
    return false;
  }
}

/**
 * How long a request may take to arrive, headers and body (an 8 MB registration on loopback takes
 * milliseconds): a body sent a byte at a time is dropped after this (408, connection closed).
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Listens on `host` (loopback by default: the local server is not for the network). */
export function listen(
  app: ReturnType<typeof createSiteApp>,
  port: number,
  host = '127.0.0.1',
  { requestTimeoutMs = REQUEST_TIMEOUT_MS }: { requestTimeoutMs?: number } = {},
): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Node checks the deadlines every connectionsCheckingInterval (30 s by default): once a second here.
    const server = createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(requestTimeoutMs, 5_000),
        connectionsCheckingInterval: 1_000,
      },
      parsedTargetsOnly(app),
    );
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
