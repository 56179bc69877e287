'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

function scrollToHash() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const target = document.getElementById(id);
  if (!target) return;
  // A question of an accordion (a search result links to one): open it, the others close.
  const details = target.closest('details');
  if (details && !details.open) details.open = true;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // scroll-padding-top (globals.css) keeps the target below the fixed header.
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Scrolls to the element named by the address's hash, on first load and after navigation, and
 * opens the <details> it is or is in.
 */
export function HashScroll() {
  const pathname = usePathname();
  useEffect(() => {
    // Wait a frame so the new page's layout is in place.
    const frame = requestAnimationFrame(scrollToHash);
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, [pathname]);
  return null;
}
