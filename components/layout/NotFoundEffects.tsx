'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Runs on the 404 page: logs the path the visitor tried, and sends an unknown blog article
 * (/blog/<id>) to the blog list, replacing the history entry so Back skips the dead address.
 */
export function NotFoundEffects() {
  const router = useRouter();
  useEffect(() => {
    const path = window.location.pathname;
    console.error('404 Error: User attempted to access non-existent route:', path);
    if (/^\/blog\/[^/]+\/?$/.test(path)) router.replace('/blog');
  }, [router]);
  return null;
}
