'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { ArrowTopRightOnSquareIcon, BriefcaseIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';

/*
 * The recruiting provider's careers embed (Zoho Recruit "embed jobs"), as its generated snippet
 * has it: the stylesheet, the wrapper `div.embed_jobs_head.embed_jobs_with_style_N >
 * div.embed_jobs_head2 > div.embed_jobs_head3 > div#rec_job_listing_div` its stylesheet selects on,
 * then the script and `rec_embed_js.load({ widget_id, page_name: "Careers", source: "CareerSite",
 * site, brand_color, empty_job_msg })`. The snippet is not in Zoho's public help pages; it is
 * quoted the same way by the sites that publish it, e.g. github.com/mctekk/mcbrand
 * (src/components/molecules/jobs-embed/index.tsx) and github.com/openobserve/website4
 * (its Hiring component). The origins it uses are listed in docs/careers-widget.md.
 */
export const EMBED_STYLESHEET_URL =
  'https://static.zohocdn.com/recruit/embed_careers_site/css/v1.1/embed_jobs.css';
export const EMBED_SCRIPT_URL =
  'https://static.zohocdn.com/recruit/embed_careers_site/javascript/v1.1/embed_jobs.js';
export const EMPTY_JOB_MESSAGE = 'No current openings. Please check back soon.';

/** What the provider's script expects in rec_embed_js.load(...). */
export type EmbedOptions = {
  widget_id: string;
  page_name: 'Careers';
  source: 'CareerSite';
  site: string;
  brand_color: string;
  empty_job_msg: string;
};

declare global {
  interface Window {
    rec_embed_js?: { load: (options: EmbedOptions) => void };
  }
}

/**
 * loading: the provider has not written anything yet; jobs: it rendered a list; empty: it wrote
 * its empty-board message (a real answer, not a failure); failed: its script did not load, or the
 * container stayed empty for `timeoutMs`, so the visitor gets the careers site instead.
 */
export type CareersStatus = 'loading' | 'jobs' | 'empty' | 'failed';

type Props = {
  /** The firm's careers site on the provider (content/site.ts). */
  site: string;
  /** Every opening on the careers site itself: linked under the widget in every state. */
  listingUrl: string;
  /** How long the list may stay empty, after the script loads (or while it loads), in ms. */
  timeoutMs: number;
  /** The snippet's brand_color option. */
  brandColor: string;
  /** The N of the snippet's `embed_jobs_with_style_N` wrapper class. */
  embedStyle: number;
  /** The id of the element the provider renders the job list into. */
  containerId?: string;
};

/** Marks the tags this component adds, so it never adds a second copy and removes only its own. */
const OWNER_ATTRIBUTE = 'data-careers-embed';

/** What the provider has written into the container so far: nothing, a job list, or its message. */
export function renderedStatus(container: HTMLElement): CareersStatus | null {
  if (!container.textContent?.trim()) return null;
  return container.querySelector('a[href]') ? 'jobs' : 'empty';
}

/**
 * The job listing: on mount it adds the provider's stylesheet and script, and when the script has
 * loaded it asks the provider to render the jobs into a container at least 800px tall. Whatever
 * stops the provider (a failed or blocked request, a policy refusal, an outage, a script that
 * renders nothing), the visitor is never left with an empty box: after `timeoutMs` without
 * content the no-openings message and the careers site link take its place. Leaving the page
 * removes both tags; coming back loads them again.
 */
export function CareersWidget({
  site,
  listingUrl,
  timeoutMs,
  brandColor,
  embedStyle,
  containerId = 'rec_job_listing_div',
}: Props) {
  const [status, setStatus] = useState<CareersStatus>('loading');
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let active = true;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    // A copy left behind (e.g. by an interrupted navigation) is replaced, never duplicated.
    document.querySelectorAll(`[${OWNER_ATTRIBUTE}]`).forEach((node) => node.remove());

    const settle = () => {
      const rendered = renderedStatus(container);
      if (active && rendered) setStatus(rendered);
      return rendered;
    };
    // (Re)starts the wait: once when the tags go in (a script that never arrives), and again when
    // the script has loaded (a script that arrives but renders nothing).
    const armDeadline = () => {
      clearTimeout(deadline);
      deadline = setTimeout(() => {
        if (active && !settle()) setStatus('failed');
      }, timeoutMs);
    };
    // Content that arrives late (even after the fallback) still replaces the fallback.
    const observer = new MutationObserver(settle);
    observer.observe(container, { childList: true, subtree: true, characterData: true });

    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.type = 'text/css';
    stylesheet.href = EMBED_STYLESHEET_URL;
    stylesheet.setAttribute(OWNER_ATTRIBUTE, 'stylesheet');

    const script = document.createElement('script');
    script.src = EMBED_SCRIPT_URL;
    script.async = true;
    script.setAttribute(OWNER_ATTRIBUTE, 'script');
    script.onload = () => {
      if (!active) return;
      try {
        if (!window.rec_embed_js)
          throw new Error('The careers embed script did not define rec_embed_js.');
        armDeadline();
        window.rec_embed_js.load({
          widget_id: container.id,
          page_name: 'Careers',
          source: 'CareerSite',
          site,
          brand_color: brandColor,
          empty_job_msg: EMPTY_JOB_MESSAGE,
        });
      } catch (error) {
        console.error(error);
        clearTimeout(deadline);
        setStatus('failed');
      }
    };
    script.onerror = () => {
      if (!active) return;
      clearTimeout(deadline);
      setStatus('failed');
    };

    // Inserted in a task of their own: on a first load this effect runs with the rest of
    // hydration, and adding a stylesheet and a script there lengthens the task that blocks the page.
    const inject = setTimeout(() => {
      document.head.appendChild(stylesheet);
      document.body.appendChild(script);
      armDeadline();
    }, 0);

    return () => {
      active = false;
      clearTimeout(inject);
      clearTimeout(deadline);
      observer.disconnect();
      script.onload = null;
      script.onerror = null;
      script.remove();
      stylesheet.remove();
    };
  }, [site, brandColor, timeoutMs]);

  return (
    <div>
      {/* One live region for the whole life of the widget, so each change of state is announced. */}
      <div role="status" aria-live="polite">
        {status === 'loading' && (
          <p className="careers-pending pb-4 text-center text-muted">Loading open positions…</p>
        )}
        {status === 'failed' && <CareersFallback href={listingUrl} />}
      </div>
      <noscript>
        {/* Without JavaScript nothing will load: no loading line, no empty box (both hidden by
            NoScriptStyles in the head), only the link below. */}
        <p className="pb-4 text-center text-muted">
          The job list needs JavaScript; every opening is on our careers site (link below).
        </p>
      </noscript>
      <div
        className={clsx(
          `embed_jobs_head embed_jobs_with_style_${embedStyle}`,
          status === 'loading' && 'careers-pending',
        )}
        hidden={status === 'failed'}
      >
        <div className="embed_jobs_head2">
          <div className="embed_jobs_head3">
            <div
              ref={containerRef}
              id={containerId}
              data-testid="careers-widget"
              data-status={status}
              className={clsx(
                status === 'empty'
                  ? 'rounded-card border border-navy-100 bg-navy-50 px-6 py-14 text-center text-lg font-semibold text-navy-900'
                  : 'min-h-[800px]',
                status === 'loading' &&
                  'rounded-card bg-[repeating-linear-gradient(to_bottom,var(--color-navy-50)_0_72px,transparent_72px_88px)] motion-safe:animate-pulse',
              )}
            />
          </div>
        </div>
      </div>
      <p className="mt-6 border-t border-navy-100 pt-5 text-center">
        <a
          href={listingUrl}
          className="font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800"
        >
          See every opening on our{' '}
          <span className="whitespace-nowrap">
            careers site
            <ArrowTopRightOnSquareIcon
              className="ml-1 inline-block h-4 w-4 align-[-0.125em]"
              aria-hidden="true"
            />
          </span>
        </a>
      </p>
    </div>
  );
}

/** Shown instead of an empty box: the no-openings message and the way to the careers site. */
function CareersFallback({ href }: { href: string }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-navy-100 bg-navy-50 px-6 py-14 text-center">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-accent-300">
        <BriefcaseIcon className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="mt-5 text-lg font-semibold text-navy-900">{EMPTY_JOB_MESSAGE}</p>
      <p className="mt-2 max-w-md text-muted">
        The job list could not be shown here. Every opening is also posted on our careers site.
      </p>
      <a
        href={href}
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-700"
      >
        Open our careers site
        <ArrowTopRightOnSquareIcon className="h-5 w-5" aria-hidden="true" />
      </a>
      <IntentLink
        href="/jobs"
        className="mt-4 font-semibold text-accent-700 underline hover:text-navy-900"
      >
        Or see the roles listed on this site, with pay and benefits
      </IntentLink>
    </div>
  );
}
