/**
 * The static hosts docs/security-headers.md names, each computing the headers it would send from
 * the file it reads (out/_headers, vercel.json), by its own documented rules. Netlify, whose
 * documentation does not say how two matching rules' values of one header combine, is here in
 * both readings.
 */
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { cloudflarePagesHeaders } from './cloudflare-pages';
import { netlifyHeaders } from './netlify';
import type { HostHeaders } from './types';
import { vercelHeaders, type VercelConfig } from './vercel';
import { listPages } from '../../build/export-pages';
import { vercelConfigPath } from '../../build/host-headers';

export type Host = { name: string; headers: HostHeaders };

export function hostsOf(headersFile: string, vercelConfig: VercelConfig): Host[] {
  return [
    { name: 'Cloudflare Pages (_headers)', headers: cloudflarePagesHeaders(headersFile) },
    {
      name: 'Netlify (_headers, values of matching rules joined)',
      headers: netlifyHeaders(headersFile),
    },
    {
      name: 'Netlify (_headers, the later rule wins)',
      headers: netlifyHeaders(headersFile, { combine: 'last' }),
    },
    { name: 'Vercel (vercel.json)', headers: vercelHeaders(vercelConfig) },
  ];
}

/** The hosts reading the export's files: out/_headers, and out/vercel.json (or VERCEL_CONFIG_PATH). */
export function exportHosts(root: string): Host[] {
  const vercelPath = vercelConfigPath(path.join(root, 'out'));
  return hostsOf(
    readFileSync(path.join(root, 'out/_headers'), 'utf8'),
    JSON.parse(readFileSync(vercelPath, 'utf8')) as VercelConfig,
  );
}

/** Every path a browser can ask the export for: each file by its name, each page by its clean URL. */
function requestPaths(outDir: string): string[] {
  const files = (readdirSync(outDir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    );
  const pages = [
    ...listPages(outDir).map((page) => page.route),
    ...listPages(path.join(outDir, 'admin')).map(
      (page) => `/admin${page.route === '/' ? '/' : page.route}`,
    ),
  ];
  return [...new Set([...files, ...pages, '/admin/', '/this-page-does-not-exist'])].sort();
}

/**
 * The hosts grouped by what they send: hosts that compute the same headers (names in any case,
 * in any order) for every path of the export, `paths`, are one group, named after all of them. A
 * browser served by one of them sees exactly what it sees from the others, so a browser test runs
 * once per group, not once per host; a host whose rules differ on any one path is a group of its own.
 */
export function hostsBySentHeaders(hosts: Host[], paths: string[]): Host[] {
  const groups = new Map<string, Host[]>();
  for (const host of hosts) {
    const sent = JSON.stringify(
      paths.map((request) =>
        host
          .headers(request)
          .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
          .sort(),
      ),
    );
    groups.set(sent, [...(groups.get(sent) ?? []), host]);
  }
  return [...groups.values()].map((group) => ({
    name: group.map((host) => host.name).join(', '),
    headers: group[0]!.headers,
  }));
}

/** exportHosts, one per group of hosts that send the same headers for every path of the export. */
export function exportHostGroups(root: string): Host[] {
  return hostsBySentHeaders(exportHosts(root), requestPaths(path.join(root, 'out')));
}
