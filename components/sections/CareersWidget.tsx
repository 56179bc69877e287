'use client';

import { ArrowTopRightOnSquareIcon, BriefcaseIcon } from '@heroicons/react/24/outline';
import { useEffect, useState } from 'react';

/** The recruiting provider's careers embed (Zoho Recruit), loaded only while /careers is shown. */
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
  empty_job_msg: string;
};

declare global {
  interface Window {
    rec_embed_js?: { load: (options: EmbedOptions) => void };
  }
}

type Status = 'loading' | 'ready' | 'failed';

type Props = {
  /** The firm's careers site on the provider (content/site.ts careersSite). */
  site: string;
  /** The id of the element the provider renders the job list into. */
  containerId?: string;
};

/** Marks the tags this component adds, so it never adds a second copy and removes only its own. */
const OWNER_ATTRIBUTE = 'data-careers-embed';

/**
 * The job listing: on mount it adds the provider's stylesheet and script, and when the script has
 * loaded it asks the provider to render the jobs into a container at least 800px tall. Leaving
 * the page removes both tags; coming back loads them again. If the script cannot load, the
 * visitor gets the no-openings message and a link to the careers site instead of an empty box.
 */
export function CareersWidget({ site, containerId = 'rec_job_listing_div' }: Props) {
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let active = true;
    // A copy left behind (e.g. by an interrupted navigation) is replaced, never duplicated.
    document.querySelectorAll(`[${OWNER_ATTRIBUTE}]`).forEach((node) => node.remove());

    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
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
        window.rec_embed_js.load({
          widget_id: containerId,
          page_name: 'Careers',
          source: 'CareerSite',
          site,
          empty_job_msg: EMPTY_JOB_MESSAGE,
        });
        setStatus('ready');
      } catch (error) {
        console.error(error);
        setStatus('failed');
      }
    };
    script.onerror = () => {
      if (active) setStatus('failed');
    };

    // Inserted in a task of their own: on a first load this effect runs with the rest of
    // hydration, and adding a stylesheet and a script there lengthens the task that blocks the page.
    const inject = setTimeout(() => {
      document.head.appendChild(stylesheet);
      document.body.appendChild(script);
    }, 0);

    return () => {
      active = false;
      clearTimeout(inject);
      script.onload = null;
      script.onerror = null;
      script.remove();
      stylesheet.remove();
    };
  }, [site, containerId]);

  if (status === 'failed') {
    return (
      <div
        role="status"
        className="flex flex-col items-center rounded-card border border-navy-100 bg-navy-50 px-6 py-14 text-center"
      >
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-accent-300">
          <BriefcaseIcon className="h-6 w-6" aria-hidden="true" />
        </span>
        <p className="mt-5 text-lg font-semibold text-navy-900">{EMPTY_JOB_MESSAGE}</p>
        <p className="mt-2 max-w-md text-muted">
          The job list could not be loaded here. Every opening is also posted on our careers site.
        </p>
        <a
          href={site}
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-700"
        >
          Visit our careers site
          <ArrowTopRightOnSquareIcon className="h-5 w-5" aria-hidden="true" />
        </a>
      </div>
    );
  }

  return (
    <div className="embed_jobs_head embed_jobs_with_style_1 embed_jobs_with_style">
      {status === 'loading' && (
        <p role="status" className="pb-4 text-muted">
          Loading open positions…
        </p>
      )}
      <noscript>
        <p className="text-muted">
          The job list needs JavaScript.{' '}
          <a href={site} className="font-semibold text-accent-700 underline">
            See every opening on our careers site
          </a>
          .
        </p>
      </noscript>
      <div id={containerId} data-testid="careers-widget" className="min-h-[800px]" />
    </div>
  );
}
