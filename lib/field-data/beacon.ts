/**
 * The field-data beacon: loaded by components/layout/FieldData.tsx only once the page is idle
 * after its load event, as a chunk of its own (web-vitals and this file; its size is held by
 * __tests__/export/budget.test.ts). It measures the page view with Google's web-vitals library (LCP, INP, CLS,
 * TTFB; PerformanceObserver's buffered entries give the values from before it loaded) and sends
 * one beacon per page view when the page is first hidden (switching tabs, closing it, leaving it).
 *
 * The beacon carries no identifier: the route, a device class from the viewport width, the
 * connection class where the browser gives one, first or return visit (what the notice script
 * read, lib/notice.ts), the build, and the numbers. navigator.sendBeacon with a text/plain Blob
 * is a "simple" cross-origin request: no CORS preflight, no cookies to the collector's origin
 * (another site when deployed), no headers, so the function runs without a JWT
 * (supabase/config.toml).
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  CONNECTION_CLASSES,
  deviceClassOf,
  type ConnectionClass,
  type MetricName,
  type VitalsBeacon,
} from '@/supabase/functions/_shared/core/field-data.ts';

type Start = {
  /** Where to send: <functions base>/functions/v1/collect-vitals. */
  url: string;
  /** The path the page view began on (a later client-side navigation does not change it). */
  route: string;
};

/**
 * The build this page comes from: Next's build ID (next.config.mjs, a hash of the sources), baked
 * into this lazy chunk rather than the layout's, so a new build does not change the chunks every
 * page loads up front.
 */
const BUILD = process.env.SITE_BUILD_ID || 'dev';

function connectionClass(): ConnectionClass | null {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
    ?.effectiveType;
  return (CONNECTION_CLASSES as readonly string[]).includes(type ?? '')
    ? (type as ConnectionClass)
    : null;
}

/** Starts measuring; sends once, when the page is first hidden (`visibilitychange`, `pagehide`). */
export function startBeacon({ url, route }: Start): void {
  const visit = document.documentElement.dataset.visit;
  // Storage blocked: the notice script could not tell first from return, so nothing is sent.
  if (visit !== 'first' && visit !== 'return') return;
  const metrics: VitalsBeacon['metrics'] = {};
  const record = (metric: Metric) => {
    metrics[metric.name as MetricName] =
      metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  };
  // Every change, so the values are current when the page is hidden, whatever triggered it.
  for (const on of [onLCP, onINP, onCLS, onTTFB]) on(record, { reportAllChanges: true });
  // Says the view is being measured (what a test, or a curious visitor in devtools, can wait for).
  document.documentElement.dataset.fieldData = 'measuring';

  let sent = false;
  const send = () => {
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    const beacon: VitalsBeacon = {
      // The collector keeps the route only; a path past its 200 characters counts as (other).
      route: route.slice(0, 200),
      device: deviceClassOf(window.innerWidth),
      connection: connectionClass(),
      visit,
      build: BUILD,
      metrics,
    };
    navigator.sendBeacon(url, new Blob([JSON.stringify(beacon)], { type: 'text/plain' }));
  };
  // On window in the bubbling phase: web-vitals' own listeners (window, capture) have flushed
  // the final values by then (CLS and INP take their last records on this very event).
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // When the page is left, HTML's unload steps fire pagehide while the page is still visible and
  // visibilitychange right after it (Chromium does exactly that): sending on pagehide would miss
  // that flush, so pagehide sends only a page that is already hidden (a no-op when the
  // visibilitychange above has sent it; kept for browsers that hide without it).
  addEventListener('pagehide', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
