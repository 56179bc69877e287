import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ActionRow, type Action } from '@/components/ui/ButtonLink';
import { NOT_INDEXED, searchType } from '@/lib/search/markup';

type Props = {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A short paragraph under the subtitle. */
  children?: ReactNode;
  actions?: Action[];
  /** Artwork shown beside the text on wide screens (decorative or with its own alt text). */
  visual?: ReactNode;
  /** 'page' is the compact hero of inner pages; 'home' is taller. */
  size?: 'home' | 'page';
  /** false: the page is not a result of the site search (a further page of a list). */
  indexed?: boolean;
};

/**
 * The page's opening band on navy: its only h1, the lead text and the main actions. It opens every
 * page of the site's own copy, so it declares the page a "page" in the site search.
 */
export function Hero({
  eyebrow,
  title,
  subtitle,
  children,
  actions = [],
  visual,
  size = 'page',
  indexed = true,
}: Props) {
  return (
    <section
      className="relative isolate overflow-hidden bg-navy-900 text-white"
      {...(indexed ? searchType('page') : NOT_INDEXED)}
    >
      <HeroBackdrop />
      <div
        className={clsx(
          'container-page grid items-center gap-12',
          visual && 'lg:grid-cols-[1.1fr_0.9fr]',
          size === 'home' ? 'py-20 sm:py-28 lg:py-32' : 'py-16 sm:py-20',
        )}
      >
        <div className={clsx(!visual && 'max-w-3xl')}>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-[0.16em] text-accent-300 uppercase">
              {eyebrow}
            </p>
          )}
          <h1
            className={clsx(
              'mt-3 font-extrabold tracking-tight text-balance',
              size === 'home' ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-4xl sm:text-5xl',
            )}
          >
            {title}
          </h1>
          {subtitle && (
            <p
              className={clsx(
                'mt-5 font-semibold text-pretty text-accent-200',
                size === 'home' ? 'text-xl sm:text-2xl' : 'text-lg sm:text-xl',
              )}
            >
              {subtitle}
            </p>
          )}
          {children && (
            <div className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{children}</div>
          )}
          <ActionRow actions={actions} className="mt-9" />
        </div>
        {visual && <div className="relative">{visual}</div>}
      </div>
    </section>
  );
}

/** Quiet contour lines and a glow: depth without an image request. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 600"
    >
      <defs>
        <radialGradient id="hero-glow" cx="85%" cy="10%" r="70%">
          <stop offset="0" stopColor="#2dd4bf" stopOpacity="0.28" />
          <stop offset="1" stopColor="#0b1f3a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#hero-glow)" />
      <g fill="none" stroke="#5eead4" strokeOpacity="0.09" strokeWidth="1.2">
        <path d="M0 470 C 220 400 380 520 600 450 S 980 360 1200 420" />
        <path d="M0 510 C 240 440 400 560 620 490 S 1000 400 1200 460" />
        <path d="M0 550 C 260 480 420 600 640 530 S 1020 440 1200 500" />
        <path d="M0 430 C 200 360 360 480 580 410 S 960 320 1200 380" />
      </g>
    </svg>
  );
}
