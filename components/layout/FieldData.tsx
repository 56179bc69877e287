'use client';

import { useEffect } from 'react';
import { collectorUrl } from '@/lib/field-data/collector-url';

/**
 * Starts the field-data beacon (lib/field-data/beacon.ts) without costing the page anything up
 * front: its chunk (web-vitals included) is imported only after the load event, when the browser
 * is idle (requestIdleCallback, with a timeout so a busy page still reports). The route is the
 * path the page view began on.
 */
export function FieldData() {
  useEffect(() => {
    const route = window.location.pathname;
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      void import('@/lib/field-data/beacon')
        .then(({ startBeacon }) => startBeacon({ url: collectorUrl(), route }))
        .catch(() => undefined); // offline or blocked: no field data for this view, nothing else changes
    };
    // Safari has no requestIdleCallback: a second after load stands in for "idle".
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 5000 })
        : setTimeout(start, 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, []);
  return null;
}
