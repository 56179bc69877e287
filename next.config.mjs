import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The build ID, derived from what the export is built from (sources, lockfile, public env)
 * instead of random: the same sources give byte-identical pages, so the inline-script hashes of
 * the generated Content-Security-Policy (out/_headers, vercel.json) are reproducible.
 */
function sourceBuildId() {
  const hash = createHash('sha256');
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    if (statSync(entry).isDirectory()) {
      for (const child of readdirSync(entry).sort()) visit(path.join(entry, child));
    } else {
      hash.update(entry).update(readFileSync(entry));
    }
  };
  for (const entry of [
    'app',
    'components',
    'content',
    'lib',
    'public',
    'supabase/functions/_shared',
    'package-lock.json',
    'next.config.mjs',
    'postcss.config.mjs',
    'tsconfig.json',
  ]) {
    visit(entry);
  }
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('NEXT_PUBLIC_')) hash.update(`${name}=${value}`);
  }
  return hash.digest('base64url').slice(0, 21);
}

const buildId = sourceBuildId();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/ and served from a CDN.
  output: 'export',
  // No image optimisation server behind a static host: images ship as authored (SVG or sized raster).
  images: { unoptimized: true },
  // /about is written as about.html; hosts map the clean URL to the file.
  trailingSlash: false,
  poweredByHeader: false,
  generateBuildId: () => buildId,
  reactStrictMode: true,
  // A content directory other than content/blog can be built (used by the blog scale benchmark).
  // SITE_BUILD_ID: the build each field-data beacon names (lib/field-data/), the same as Next's.
  env: { SITE_BUILD_ID: buildId },
};

export default nextConfig;
