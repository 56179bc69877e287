/**
 * `npm run cms`: Decap's local backend (decap-server) for the editor at /admin, so an editor can
 * try everything offline with no account: on `npm start`, /admin (on localhost or 127.0.0.1)
 * finds it at http://localhost:CMS_PORT/api/v1 (the configuration's local_backend, written at
 * build with the same CMS_PORT, 8081 by default) and signs in with one click.
 * MODE=git: every entry is a `cms/<collection>/<slug>` branch of the repository in
 * GIT_REPO_DIRECTORY (this clone by default), set ready and published (merged into the current
 * branch) as the editorial workflow does on GitHub, without the pull request itself.
 *
 * decap-server runs in this process behind the guard of scripts/local/cms-guard.ts: it listens on
 * 127.0.0.1 only, answers only requests addressed to it (Host) from the local site's /admin
 * (Origin: http://localhost:PORT or http://127.0.0.1:PORT, PORT being `npm start`'s, 3000 by
 * default), and only actions on the content and media folders the CMS configuration names.
 */
import express from 'express';
import type { Server } from 'node:http';
import path from 'node:path';
import { cmsConfig } from '../build/cms-config';
import { actionRefusal, allowedHosts, allowedOrigins, cmsAccess } from './cms-guard';

export type CmsServerOptions = { repoPath: string; cmsPort: number; sitePort: number };

/** The guarded backend: the checks, then decap-server's own middlewares (git mode). */
export async function createCmsApp({ repoPath, cmsPort, sitePort }: CmsServerOptions) {
  const access = cmsAccess(cmsConfig());
  const hosts = allowedHosts(cmsPort);
  const origins = allowedOrigins(sitePort);
  const app = express();
  app.disable('x-powered-by');
  // Every refusal is also said in the terminal, where the editor started `npm run cms`.
  const refuse = (res: express.Response, error: string) => {
    console.warn(`npm run cms: refused: ${error}`);
    return res.status(403).json({ error });
  };

  app.use((req, res, next) => {
    if (!hosts.includes(req.headers.host ?? ''))
      return refuse(res, `Host: this backend answers only at ${hosts.join(' or ')}`);
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.includes(origin))
      return refuse(
        res,
        `Origin: only the local site (${origins.join(' or ')}) may call this backend`,
      );
    if (req.path !== '/api/v1' || (req.method !== 'POST' && req.method !== 'OPTIONS'))
      return res.status(404).json({ error: 'path: only POST /api/v1' });
    next();
  });
  app.use(express.json({ limit: '50mb' }));
  app.use((req, res, next) => {
    if (req.method !== 'POST') return next();
    const refusal = actionRefusal(req.body, access);
    if (refusal) return refuse(res, refusal);
    // decap-server's own JSON parser (body-parser 1) skips a body already read.
    (req as express.Request & { _body?: boolean })._body = true;
    next();
  });

  // decap-server reads the repository from GIT_REPO_DIRECTORY when its middlewares are registered.
  process.env.GIT_REPO_DIRECTORY = repoPath;
  const decap = express();
  const { registerLocalGit } = await import('decap-server/dist/middlewares.js');
  await registerLocalGit(decap, { logLevel: process.env.LOG_LEVEL || 'info' });
  app.use(decap);
  return app;
}

/** Starts the guarded backend on 127.0.0.1:cmsPort. */
export async function startCms(options: CmsServerOptions): Promise<Server> {
  const app = await createCmsApp(options);
  return new Promise((resolve, reject) => {
    const server = app.listen(options.cmsPort, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
  });
}

if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  const cmsPort = Number(process.env.CMS_PORT || 8081);
  const sitePort = Number(process.env.PORT || 3000);
  startCms({
    repoPath: path.resolve(process.env.GIT_REPO_DIRECTORY || root),
    cmsPort,
    sitePort,
  }).then(
    () =>
      console.log(
        `npm run cms: Decap's local backend at http://localhost:${cmsPort}/api/v1, for /admin on http://localhost:${sitePort} (PORT)`,
      ),
    (error: unknown) => {
      console.error(`npm run cms: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
