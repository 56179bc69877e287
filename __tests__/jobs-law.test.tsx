/**
 * @jest-environment node
 *
 * What pay-transparency and anti-discrimination law ask of an opening, as `npm run check:content`
 * tells a recruiter (its core, openings in a folder the test owns: JOBS_CONTENT_DIR): other
 * compensation is required (or "none"); words restricting by citizenship or immigration status are
 * refused unless the opening says which law, contract or clearance requires them, and then its
 * page says so; lawful questions pass; a very wide pay range is a warning. The role's page, as its static HTML is rendered, shows what the laws ask.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApplySection } from '@/components/jobs/ApplySection';
import { JobArticle } from '@/components/jobs/JobArticle';
import { jobPages } from '@/content/job-pages';
import { site } from '@/content/site';
import { formatPostDate } from '@/lib/blog/date';
import { decodeHtml } from '@/lib/html-text';
import { inspectJobFile } from '@/lib/jobs/openings';
import { LAWS } from '@/lib/jobs/schema';
import { fill } from '@/supabase/functions/_shared/core/fill';
import { checkContentHere } from './helpers/content-check';

const ROOT = process.cwd();

/** The words a page's HTML shows, one space apart. */
const htmlText = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const DESCRIPTION = [
  'A Tacoma logistics company is moving its warehouse systems to the cloud and needs a network engineer on site for six months.',
  '',
  '## What you will do',
  '',
  '- Design the network between three warehouses and the cloud, and hand it over with runbooks.',
  '- Work with the security team on the firewall rules and their reviews.',
  '',
].join('\n');
const FIELDS: Record<string, string> = {
  title: '"Network Engineer (Contract)"',
  datePosted: '2026-01-05',
  validThrough: '2026-03-31',
  employmentType: 'CONTRACTOR',
  city: 'Tacoma',
  region: 'WA',
  remote: 'onsite',
  payMin: '70',
  payMax: '90',
  payUnit: 'HOUR',
  benefits: '"Medical, dental and vision from the first month; paid sick leave; a 401(k)."',
  otherCompensation: '"Overtime at one and a half times the rate for hours over 40 a week."',
  applyUrl: 'https://cascadiatechstaffing.zohorecruit.com/jobs/Careers/9/Network-Engineer',
};
const REASON =
  "The client's Department of Defense contract requires a Secret clearance, which only US citizens can hold.";

let dir: string;
let noProfiles: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'jobs-law-'));
  noProfiles = mkdtempSync(path.join(tmpdir(), 'jobs-law-talent-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(noProfiles, { recursive: true, force: true });
});

/** An opening file: the fields (undefined leaves one out), then the description and `extra`. */
function opening(name: string, over: Record<string, string | undefined>, extra = '') {
  const fields = Object.entries({ ...FIELDS, ...over }).filter(([, v]) => v !== undefined);
  const text = `---\n${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${DESCRIPTION}${extra}\n`;
  writeFileSync(path.join(dir, `${name}.md`), text);
  return text;
}

/** The line of a file where `words` first appear (1-based). */
const lineOf = (text: string, words: string) =>
  text.split('\n').findIndex((line) => line.includes(words)) + 1;

/**
 * `npm run check:content` over the folder, its core called in this process
 * (helpers/content-check.ts; content-check.test.ts runs the command itself): its lines about these
 * openings, and its exit status.
 */
async function check() {
  const result = await checkContentHere({
    JOBS_CONTENT_DIR: dir,
    // No talent profiles: their consent dates are judged against BLOG_TODAY, not these openings.
    TALENT_CONTENT_DIR: noProfiles,
    BLOG_TODAY: '2026-01-10',
  });
  const shown = path.relative(ROOT, dir);
  return {
    status: result.status,
    lines: result.stdout
      .split('\n')
      .filter((line) => line.startsWith(shown))
      .map((line) => line.replace(`${shown}/`, '')),
  };
}

describe('check:content and the law', () => {
  it('refuses an opening without other compensation, and one saying "USC or GC only" with no reason, naming file, line, words and fix', async () => {
    opening('no-other-compensation', { otherCompensation: undefined });
    const restricted = opening('usc-or-gc', {}, '\nUSC or GC only. No H1B/OPT/EAD.');
    const { status, lines } = await check();
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^no-other-compensation\.md:1: otherCompensation: is missing: Washington, Colorado and Illinois require other compensation on every posting — add a line like otherCompensation: /,
      ),
      expect.stringMatching(
        new RegExp(
          `^usc-or-gc\\.md:${lineOf(restricted, 'USC or GC')}: "USC or GC only" turns away people who may lawfully work here, .*RCW 49\\.60.* — ask for what the role needs instead, like "must be authorized to work in the US".* say which in restrictionReason$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^usc-or-gc\\.md:${lineOf(restricted, 'H1B')}: "No H1B/OPT/EAD" turns away`),
      ),
    ]);
  });

  it('passes what a role may lawfully ask: authorized to work in the US, able to obtain a clearance, no visa sponsorship', async () => {
    opening(
      'lawful',
      {},
      '\nYou must be authorized to work in the US and able to obtain a Secret clearance. We cannot sponsor a visa for this role.',
    );
    expect(await check()).toEqual({ status: 0, lines: [] });
  });

  it('passes the restriction when the opening says which contract requires it, and its page says so', async () => {
    opening('usc-or-gc', { restrictionReason: JSON.stringify(REASON) }, '\nUSC or GC only.');
    expect(await check()).toEqual({ status: 0, lines: [] });
    const { job } = inspectJobFile(path.join(dir, 'usc-or-gc.md'));
    const page = htmlText(renderToStaticMarkup(<JobArticle job={job!} html="<p>The role.</p>" />));
    expect(page).toContain(`${jobPages.labels.restriction} ${REASON}`);
  });

  it('refuses a reason that names no law, contract or clearance, and restricting words in the title on its line', async () => {
    const text = opening('title', {
      title: '"Network Engineer (US Citizens Only)"',
      restrictionReason: undefined,
    });
    opening(
      'vague',
      { restrictionReason: '"The client prefers it this way, sorry."' },
      '\nUSC only.',
    );
    expect((await check()).lines).toEqual([
      expect.stringMatching(
        new RegExp(`^title\\.md:${lineOf(text, 'title:')}: title: "US Citizens Only" turns away`),
      ),
      expect.stringMatching(
        /^vague\.md:\d+: restrictionReason: does not name the law, government contract or clearance/,
      ),
    ]);
  });

  it('warns, without refusing, of a pay range whose top is more than twice its bottom', async () => {
    const text = opening('wide', { payMin: '60', payMax: '130' });
    const { status, lines } = await check();
    expect(status).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^wide\\.md:${lineOf(text, 'payMax')}: warning: payMax: the range 60–130 tops out at more than 2 times its bottom`,
        ),
      ),
    ]);
  });
});

describe("a role's page, as its static HTML is rendered", () => {
  function page(over: Record<string, string | undefined>) {
    opening('role', over);
    const { job, problems } = inspectJobFile(path.join(dir, 'role.md'));
    expect(problems).toEqual([]);
    const html = renderToStaticMarkup(
      <>
        <JobArticle job={job!} html="<p>The role.</p>" />
        <ApplySection job={job!} />
      </>,
    );
    return { job: job!, text: htmlText(html) };
  }

  it('shows pay, benefits, other compensation, who hires, when applications close and how to apply', () => {
    const { job, text } = page({ applicationDeadline: '2026-03-20' });
    const closes = formatPostDate('2026-03-20');
    expect(text).toContain(`${jobPages.labels.pay} $70–$90 an hour`);
    expect(text).toContain(`${jobPages.labels.benefits} ${job.benefits}`);
    expect(text).toContain(`${jobPages.labels.otherCompensation} ${job.otherCompensation}`);
    expect(text).toContain(
      `${jobPages.labels.hiredBy} ${fill(jobPages.labels.hirers.firm, { site: site.name })}`,
    );
    expect(text).toContain(`${jobPages.labels.applicationsClose} ${closes}`);
    expect(text).toContain(
      `${jobPages.apply.howToLabel} ${fill(jobPages.apply.howTo, { date: closes })}`,
    );
  });

  it('names the client who hires, or says the client is not named; "none" reads as no other pay', () => {
    const named = page({
      hiredBy: 'client',
      clientName: '"Northwind Traders"',
      otherCompensation: 'none',
    });
    expect(named.text).toContain(
      `${jobPages.labels.hiredBy} ${fill(jobPages.labels.hirers.client, { site: site.name, client: 'Northwind Traders' })}`,
    );
    expect(named.text).toContain(
      `${jobPages.labels.otherCompensation} ${jobPages.labels.noOtherCompensation}`,
    );
    // Applications close on the role's last day when the opening gives no other.
    expect(named.text).toContain(
      `${jobPages.labels.applicationsClose} ${formatPostDate(named.job.validThrough)}`,
    );
    const confidential = page({ hiredBy: 'confidential' });
    expect(confidential.text).toContain(
      `${jobPages.labels.hiredBy} ${fill(jobPages.labels.hirers.confidential, { site: site.name })}`,
    );
    expect(confidential.text).not.toContain('Northwind');
  });

  it('the laws named in the refusals are the ones docs/jobs.md explains', () => {
    const docs = readFileSync(path.join(ROOT, 'docs/jobs.md'), 'utf8');
    for (const law of ['RCW 49.58.110', '7 CCR 1103-18', '820 ILCS 112', 'RCW 49.60', '1324b'])
      expect(docs).toContain(law);
    expect(Object.values(LAWS).join(' ')).toMatch(/RCW 49\.58\.110.*7 CCR 1103-18.*820 ILCS 112/);
  });
});
