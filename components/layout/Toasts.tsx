'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The toast renderer is fetched once the page is idle: no page needs it to show its content.
// A toast raised earlier waits in react-hot-toast's store and appears when the Toaster mounts.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * The one notification area: a landmark labelled "Notifications" whose toasts are announced
 * through live regions. Alt+T moves keyboard focus to it.
 */
export function Toasts() {
  const region = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey && event.code === 'KeyT') {
        event.preventDefault();
        region.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section ref={region} aria-label="Notifications"
      aria-keyshortcuts="Alt+T"
      tabIndex={-1} className="outline-none">
      {ready ? (
        <Suspense fallback={null}>
          <Toaster
            position="bottom-right"
            toastOptions={{
              duration: 5000,
              className: '!rounded-xl !px-4 !py-3 !text-[0.95rem] !shadow-card',
              style: { maxWidth: 420 },
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
