/**
 * The static hosts docs/security-headers.md names, each computing the headers it would send from
 * the file it reads (out/_headers, vercel.json), by its own documented rules. Netlify, whose
 * documentation does not say how two matching rules' values of one header combine, is here in
 * both readings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cloudflarePagesHeaders } from './cloudflare-pages';
import { netlifyHeaders } from './netlify';
import type { HostHeaders } from './types';
import { vercelHeaders, type VercelConfig } from './vercel';
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
