/**
 * What search engines and link previews read: each page's metadata, its Open Graph card, the
 * icons, the structured data (JSON-LD) and the hosts' SEO headers. `@/lib/seo/og` (next/og, JSX)
 * is imported by its own path: only the card routes render it.
 */
export * from './metadata';
export * from './og-cards';
export * from './icons';
export * from './structured-data';
