'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';

// The toast renderer is fetched when the first toast is raised: no page needs it to show its
// content, and loading it on every page view would cost each visit a chunk and a render. A toast
// raised before the renderer arrives waits in react-hot-toast's store and appears when it mounts.
// A renderer that cannot be fetched (the network gone) shows nothing rather than taking the page
// down with it; the forms fetch it when they start (usePreparedToasts), so their toasts still show.
const Toaster = lazy((): Promise<{ default: ComponentType<ToasterProps> }> =>
  import('react-hot-toast').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: () => null }),
  ),
);

const TOASTER_NEEDED = 'toaster:needed';
let toasterNeeded = false;

/** Mounts the toast renderer (once); called by whatever raises a toast, before it does. */
export function requestToaster(): void {
  toasterNeeded = true;
  window.dispatchEvent(new Event(TOASTER_NEEDED));
}

/**
 * The one notification area: a landmark labelled "Notifications" whose toasts are announced
 * through live regions. Alt+T moves keyboard focus to it.
 */
export function Toasts() {
  const region = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const mount = () => setReady(true);
    // A toast raised while the page hydrates (a form checking what was chosen before) may come
    // before this effect: it left the flag.
    if (toasterNeeded) mount();
    window.addEventListener(TOASTER_NEEDED, mount, { once: true });
    return () => window.removeEventListener(TOASTER_NEEDED, mount);
  }, []);
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
    <section
      ref={region}
      aria-label="Notifications"
      aria-keyshortcuts="Alt+T"
      tabIndex={-1}
      className="outline-none"
    >
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
