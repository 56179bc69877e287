/**
 * Stand-ins for the careers provider (Zoho Recruit), which the test machine cannot reach. They
 * answer the embed's own URLs, so the page runs under its real Content-Security-Policy: the
 * script and stylesheet from the provider's CDN, the job data from the careers site's public
 * job-openings endpoint (the one its careers page reads; see docs/careers-widget.md).
 */
import type { Page, Route } from '@playwright/test';
import { EMBED_SCRIPT_URL, EMBED_STYLESHEET_URL } from '../components/sections/CareersWidget';
import { careers } from '../content/site';

export { EMBED_SCRIPT_URL as SCRIPT_URL, EMBED_STYLESHEET_URL as STYLESHEET_URL };

export const JOBS_URL = `${careers.site}/recruit/v2/public/Job_Openings?pagename=Careers&source=CareerSite`;

/**
 * What the stand-in script does once load() is called:
 * - jobs: fetches the job data and renders one link per opening, as the real widget does;
 * - empty: fetches the data, finds no opening and writes the empty_job_msg it was given;
 * - nothing: defines the widget but never renders (a partial ad-blocker, an outage upstream);
 * - fail: the script request itself fails (blocked, offline).
 */
export type ProviderBehaviour = 'jobs' | 'empty' | 'nothing' | 'fail';

export const STAND_IN_JOBS = [
  { title: 'Lead Data Engineer', city: 'Seattle, WA', type: 'Contract' },
  { title: 'Machine Learning Engineer', city: 'Remote (US)', type: 'Contract-to-hire' },
  { title: 'Salesforce Administrator', city: 'Bellevue, WA', type: 'Permanent' },
];

const standInScript = (behaviour: ProviderBehaviour) => `
  window.__embedCalls = window.__embedCalls || [];
  window.rec_embed_js = {
    load: function (options) {
      window.__embedCalls.push(options);
      if (${JSON.stringify(behaviour)} === 'nothing') return;
      var el = document.getElementById(options.widget_id);
      fetch(${JSON.stringify(JOBS_URL)})
        .then(function (response) { return response.json(); })
        .then(function (body) {
          if (!body.data.length) {
            el.innerHTML = '<div class="rec_job_listing_div_jobs">' + options.empty_job_msg + '</div>';
            return;
          }
          el.innerHTML = '<div class="rec_job_listing_div_jobs"><div class="rec-group">' +
            body.data.map(function (job) {
              return '<ul class="rec-job-info"><li class="rec-job-title"><a href="' + options.site +
                '/jobs/Careers/' + job.id + '">' + job.Posting_Title + '</a></li>' +
                '<li class="zrsite_City">' + job.City + '</li><li class="zrsite_Job_Type">' + job.Job_Type + '</li></ul>';
            }).join('') + '</div></div>';
        });
    },
  };
`;

/**
 * A stylesheet with rules the tests can see applied, on the wrapper classes the real one selects on,
 * in the spirit of the real list (rows with a separator, the brand colour on links).
 */
const STAND_IN_CSS = `
  .embed_jobs_head { border-top: 3px solid rgb(201, 213, 230); }
  .embed_jobs_head2 { padding: 0; }
  .rec-job-info { display: flex; flex-wrap: wrap; gap: 4px 24px; align-items: baseline; list-style: none;
    margin: 0; padding: 18px 4px; border-bottom: 1px solid #e4ebf5; }
  .rec-job-title { flex: 1 1 100%; font-size: 18px; font-weight: 600; }
  .rec-job-title a { color: #0f766e; }
  .zrsite_City, .zrsite_Job_Type { color: #475569; font-size: 15px; }
`;

export type ProviderRequests = { script: number; stylesheet: number; jobs: number };

/**
 * Answers the provider's URLs with the stand-ins and counts the requests. `hold` keeps the script
 * request waiting until the returned `release()` is called (to pause the page's clock first).
 */
export async function standInProvider(
  page: Page,
  behaviour: ProviderBehaviour,
  { hold = false } = {},
): Promise<{ requests: ProviderRequests; release: () => void }> {
  const requests: ProviderRequests = { script: 0, stylesheet: 0, jobs: 0 };
  let release = () => {};
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route('https://static.zohocdn.com/**', async (route: Route) => {
    const url = route.request().url();
    if (url === EMBED_SCRIPT_URL) {
      requests.script += 1;
      await held;
      if (behaviour === 'fail') return route.abort('blockedbyclient');
      return route.fulfill({ contentType: 'text/javascript', body: standInScript(behaviour) });
    }
    if (url === EMBED_STYLESHEET_URL) {
      requests.stylesheet += 1;
      return route.fulfill({ contentType: 'text/css', body: STAND_IN_CSS });
    }
    return route.abort();
  });
  await page.route(`${careers.site}/recruit/**`, async (route) => {
    requests.jobs += 1;
    const data =
      behaviour === 'empty'
        ? []
        : STAND_IN_JOBS.map((job, index) => ({
            id: String(1000 + index),
            Posting_Title: job.title,
            City: job.city,
            Job_Type: job.type,
          }));
    return route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ data }),
    });
  });
  return { requests, release: () => release() };
}

/** The load() options the stand-in script received, in order. */
export const embedCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __embedCalls?: unknown[] }).__embedCalls ?? []);
