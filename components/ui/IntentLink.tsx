'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * Next's Link for an internal route, prefetched when the visitor shows the intent to follow it
 * (pointer over it, keyboard focus on it, finger down on it) instead of as soon as it scrolls into
 * view. A page shows 20 to 50 links; prefetching each one in view costs the phone that just loaded
 * the page several RSC downloads and parses (and any images those routes preload) while it is
 * still starting up. Intent arrives 100 to 300 ms before the click, enough for the route's data
 * to be cached on a CDN-served site.
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      {...rest}
    />
  );
}
