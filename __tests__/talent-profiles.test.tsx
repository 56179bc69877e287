/** @jest-environment node */
/**
 * Talent profiles as an editor writes them (content/talent/*.md, lib/talent): `check:content`
 * refuses a profile that names the person (a name, employer or photo field), says how to reach
 * them (an email address, a phone number, a link, anywhere), or has no current consent, naming
 * the file and the line; /talent lists every profile in its static HTML, each asking about it
 * through /hire with its id, with no structured data about people; with none it says the firm
 * places from a bench and links /hire. The profiles are fixtures this test writes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@/lib/blog/date';
import { decodeHtml } from '@/lib/html-text';
import { checkProfiles, loadProfiles } from '@/lib/talent';
import { talentPage } from '@/content/talent';

const TODAY = '2026-06-01';
let dir: string;

/** A valid profile's lines; `over` replaces or adds lines by field, `drop` removes fields. */
function profile(
  over: Record<string, string> = {},
  { drop = [] as string[], body = 'Builds data platforms.' } = {},
) {
  const fields: Record<string, string> = {
    headline: 'Senior data engineer, 9 years, Spark',
    skills: '\n  - Spark\n  - Python',
    years: '9',
    arrangement: '\n  - remote',
    availability: 'now',
    rate: '"$95–110 an hour"',
    location: 'Seattle, WA',
    consent: addDays(TODAY, -30),
    ...over,
  };
  const lines = Object.entries(fields)
    .filter(([k]) => !drop.includes(k))
    .map(([k, v]) => `${k}: ${v}`);
  return ['---', ...lines, '---', '', body, ''].join('\n');
}

function write(name: string, text: string) {
  writeFileSync(path.join(dir, `${name}.md`), text);
  return `${name}.md`;
}

/** The findings of one file, as `line: message`. */
function findingsOf(file: string): string[] {
  return checkProfiles(dir, TODAY)
    .findings.filter((f) => f.file.endsWith(file))
    .map((f) => `${f.line}: ${f.message}`);
}

/** The 1-based line of a text in a file's lines. */
const lineOf = (text: string, starts: string) =>
  text.split('\n').findIndex((l) => l.startsWith(starts)) + 1;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'talent-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check:content on talent profiles', () => {
  it('accepts a profile with a current consent', () => {
    write('valid-one', profile());
    expect(checkProfiles(dir, TODAY).findings).toEqual([]);
  });

  it.each([
    ['a name field', { name: 'Jordan Rivera' }, 'name: '],
    ['an employer field', { employer: 'Northwind' }, 'employer: '],
    ['a photo field', { photo: '/images/me.jpg' }, 'photo: '],
    ['an email address', { headline: 'Data engineer, write to jo@example.org' }, 'headline: '],
    ['a phone number', { location: '"Seattle, WA (206) 555-0188"' }, 'location: '],
    ['a link', { rate: '"see https://example.org/rates"' }, 'rate: '],
  ])('refuses %s, naming the file and its line', (_, over, starts) => {
    const text = profile(over);
    const file = write('refused', text);
    const found = findingsOf(file);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${lineOf(text, starts)}: ${starts.slice(0, -2)}: `));
  });

  it('refuses a phone number or a link in the summary on its line', () => {
    const text = profile({}, { body: 'Builds data platforms.\nCall 425 555 0199 after six.' });
    const file = write('summary', text);
    expect(findingsOf(file)).toEqual([
      expect.stringMatching(new RegExp(`^${lineOf(text, 'Call')}: holds a phone number`)),
    ]);
  });

  it('refuses a profile without a consent date, or with one older than a year', () => {
    const none = write('no-consent', profile({}, { drop: ['consent'] }));
    expect(findingsOf(none)).toEqual([expect.stringMatching(/^1: consent: is missing/)]);
    const oldText = profile({ consent: addDays(TODAY, -366) });
    const old = write('old-consent', oldText);
    expect(findingsOf(old)).toEqual([
      expect.stringMatching(new RegExp(`^${lineOf(oldText, 'consent')}: consent: .*lapsed`)),
    ]);
  });

  it('the build leaves a lapsed profile out instead of stopping, and stops on one that names the person', () => {
    write('current', profile());
    write('lapsed', profile({ consent: addDays(TODAY, -400) }));
    expect(loadProfiles(dir, TODAY).map((p) => p.id)).toEqual(['current']);
    write('named', profile({ email: 'jo@example.org' }));
    expect(() => loadProfiles(dir, TODAY)).toThrow(/named\.md:\d+: email/);
  });
});

describe('/talent', () => {
  const render = async () => {
    jest.resetModules();
    process.env.TALENT_CONTENT_DIR = dir;
    process.env.BLOG_TODAY = TODAY;
    // After the reset, React and the page from the same registry.
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { default: TalentPage } = await import('@/app/talent/page');
    return renderToStaticMarkup(TalentPage());
  };
  afterAll(() => {
    delete process.env.TALENT_CONTENT_DIR;
    delete process.env.BLOG_TODAY;
  });

  it('lists every profile in the HTML, each asking /hire with its id, with no structured data', async () => {
    const ids = ['data-engineer-one', 'ml-engineer-two', 'architect-three'];
    ids.forEach((id, i) =>
      write(id, profile({ headline: `Engineer number ${i + 1}, ${i + 4} years` })),
    );
    const html = await render();
    expect(html.match(/data-profile=""/g)).toHaveLength(ids.length);
    for (const id of ids) expect(html).toContain(`href="/hire?profile=${id}#request"`);
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain(talentPage.empty.text);
  });

  it('with no profile says the firm places from a bench and links /hire', async () => {
    const html = await render();
    // The page's words as a reader gets them (an editor's & or quotes are escaped in the HTML).
    expect(decodeHtml(html)).toContain(talentPage.empty.text);
    expect(html).toContain('href="/hire"');
  });
});
