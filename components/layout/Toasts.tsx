'use client';

import { useEffect, useRef } from 'react';
import { Toaster } from 'react-hot-toast';

/**
 * The one notification area: a landmark labelled "Notifications" whose toasts are announced
 * through live regions. Alt+T moves keyboard focus to it.
 */
export function Toasts() {
  const region = useRef<HTMLElement>(null);
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
      <Toaster
        position="bottom-right"
        toastOptions={{
          duration: 5000,
          className: '!rounded-xl !px-4 !py-3 !text-[0.95rem] !shadow-card',
          style: { maxWidth: 420 },
        }}
      />
    </section>
  );
}
