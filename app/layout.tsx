import type { Metadata, Viewport } from 'next';
import { FieldData } from '@/components/layout/FieldData';
import { Footer } from '@/components/layout/Footer';
import { HashScroll } from '@/components/layout/HashScroll';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { Header } from '@/components/layout/Header';
import { NoticeDialog } from '@/components/layout/NoticeDialog';
import { NoScriptStyles } from '@/components/layout/NoScriptStyles';
import { RouteJsonLd } from '@/components/seo/RouteJsonLd';
import { Toasts } from '@/components/layout/Toasts';
import { site } from '@/content/site';
import { INDEXED_BODY } from '@/lib/search/markup';
import { PAGE_ICONS } from '@/lib/seo/icons';
import { routeNames } from '@/lib/seo/structured-data';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: PAGE_ICONS,
};

export const viewport: Viewport = {
  themeColor: site.colors.navy,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" data-scroll-behavior="smooth">
      <head>
        <NoScriptStyles />
      </head>
      <body>
        {/* First: its script decides while the page is parsed, before the first paint, and once
            it is closed the next Tab starts from here, at the skip link. */}
        <NoticeDialog />
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="pt-header outline-none" {...INDEXED_BODY}>
          {children}
        </main>
        <Footer />
        <Toasts />
        <HashScroll />
        <HydrationMark />
        <FieldData />
        <RouteJsonLd names={Object.fromEntries(routeNames())} />
      </body>
    </html>
  );
}
