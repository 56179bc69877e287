/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/ and served from a CDN.
  output: 'export',
  // No image optimisation server behind a static host: images ship as authored (SVG or sized raster).
  images: { unoptimized: true },
  // /about is written as about.html; hosts map the clean URL to the file.
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // A content directory other than content/blog can be built (used by the blog scale benchmark).
  env: {},
};

export default nextConfig;
