/**
 * `npm run cms`: Decap's local backend (decap-server) for the editor at /admin, so an editor can
 * try everything offline with no account: on `npm start`, /admin (on localhost or 127.0.0.1)
 * finds it at http://localhost:CMS_PORT/api/v1 (the configuration's local_backend, written at
 * build with the same CMS_PORT, 8081 by default) and signs in with one click.
 * MODE=git: every entry is a `cms/<collection>/<slug>` branch of the repository in
 * GIT_REPO_DIRECTORY (this clone by default), set ready and published (merged into the current
 * branch) as the editorial workflow does on GitHub, without the pull request itself.
 * Bound to 127.0.0.1 (BIND_HOST): only this machine reaches it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const child = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.CMS_PORT || '8081',
    MODE: 'git',
    BIND_HOST: process.env.BIND_HOST || '127.0.0.1',
    GIT_REPO_DIRECTORY: path.resolve(process.env.GIT_REPO_DIRECTORY || root),
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
