/** decap-server's middlewares (its package ships no types): the local backend registered on an app. */
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';

  /** decap-server's git mode on `app` (POST /api/v1), over the repository in GIT_REPO_DIRECTORY. */
  export function registerLocalGit(app: Express, options?: { logLevel?: string }): Promise<void>;
}
