/**
 * @jest-environment node
 *
 * What the editor at /admin refuses before saving (components/admin/refusals.ts, Decap's preSave):
 * the content check's rules that Decap's own field checks cannot say, each naming its field.
 */
import { refusalsOf } from '@/components/admin/refusals';

const opening = {
  title: 'Senior Cloud Engineer (Contract)',
  datePosted: '2026-01-05',
  validThrough: '2026-03-31',
  employmentType: 'CONTRACTOR',
  city: 'Seattle',
  region: 'WA',
  country: 'US',
  remote: 'hybrid',
  payMin: 85,
  payMax: 110,
  payUnit: 'HOUR',
  benefits: 'Medical, dental and vision from day one; paid sick leave; 401(k).',
  otherCompensation: 'Overtime at time and a half over 40 hours a week.',
  applyUrl: 'https://cascadiatechstaffing.zohorecruit.com/jobs/Careers/1',
  body: 'The role.',
};
const post = {
  title: 'Hiring From the Browser',
  excerpt: 'How our editors publish a post without a terminal: write, preview, ask for review.',
  date: '2026-11-20',
  image: 'team-review.jpg',
  imageAlt: 'Two engineers reviewing a plan',
  body: '## A section',
};

describe('what /admin refuses to save', () => {
  it('saves an opening and a post that keep every rule (empty optional fields are left out)', () => {
    expect(refusalsOf('jobs', 'senior-cloud-engineer', opening)).toEqual([]);
    expect(refusalsOf('posts', 'hiring-from-the-browser', { ...post, draft: null })).toEqual([]);
  });

  it('refuses a pay range upside down and a closing day before the posting day, naming the fields', () => {
    const refusals = refusalsOf('jobs', 'x', {
      ...opening,
      payMin: 120,
      validThrough: '2025-12-31',
    });
    expect(refusals.map((r) => r.split(' ')[0])).toEqual(['payMin', 'validThrough']);
    expect(refusals[0]).toContain('is more than payMax (120 > 110)');
  });

  it('refuses an opening without other compensation, naming the field and the laws', () => {
    const without = Object.fromEntries(
      Object.entries(opening).filter(([key]) => key !== 'otherCompensation'),
    );
    expect(refusalsOf('jobs', 'x', without)).toEqual([
      expect.stringMatching(
        /^otherCompensation is missing: Washington, Colorado and Illinois require .* — add a line like otherCompensation: /,
      ),
    ]);
    expect(refusalsOf('jobs', 'x', { ...opening, otherCompensation: 'none' })).toEqual([]);
  });

  it('refuses words restricting by citizenship unless the opening says which law, contract or clearance requires them', () => {
    const body = 'The role.\n\nUSC or GC only, no H1B.';
    expect(refusalsOf('jobs', 'x', { ...opening, body })).toEqual([
      expect.stringMatching(
        /^body, line 3: "USC or GC only" turns away people who may lawfully work/,
      ),
      expect.stringMatching(/^body, line 3: "no H1B" turns away .* restrictionReason$/),
    ]);
    expect(
      refusalsOf('jobs', 'x', { ...opening, body: 'Must be authorized to work in the US.' }),
    ).toEqual([]);
    expect(
      refusalsOf('jobs', 'x', {
        ...opening,
        body,
        restrictionReason: 'Our client says so, sorry about that.',
      }),
    ).toEqual([expect.stringMatching(/^restrictionReason does not name the law/)]);
    expect(
      refusalsOf('jobs', 'x', {
        ...opening,
        body,
        restrictionReason:
          "The client's Department of Defense contract requires a Secret clearance, which only US citizens can hold.",
      }),
    ).toEqual([]);
  });

  it('refuses a named placement without the client, and a client named on a role the firm hires for', () => {
    expect(refusalsOf('jobs', 'x', { ...opening, hiredBy: 'client' })).toEqual([
      expect.stringMatching(/^clientName is missing: hiredBy is client/),
    ]);
    expect(refusalsOf('jobs', 'x', { ...opening, clientName: 'Northwind Traders' })).toEqual([
      expect.stringMatching(/^clientName is given but hiredBy is firm/),
    ]);
  });

  it('refuses a photo cover without its description, but not a drawn cover', () => {
    expect(refusalsOf('posts', 'x', { ...post, imageAlt: '' })).toEqual([
      expect.stringMatching(/^imageAlt is missing/),
    ]);
    expect(refusalsOf('posts', 'x', { ...post, image: 'devops-as-service', imageAlt: '' })).toEqual(
      [],
    );
  });

  it('refuses a body the page would not show as written: pasted HTML, a heading missing its space, an image whose file name has a space', () => {
    const body =
      '## A section\n\n<div class="note">Pasted from a web page.</div>\n\n##Next steps\n\n![The team](IMG 0413.JPG)';
    expect(refusalsOf('posts', 'x', { ...post, body })).toEqual([
      expect.stringMatching(/^body, line 3: an HTML <div> tag, which the page removes/),
      expect.stringMatching(/^body, line 5: "##Next steps" shows as written, not as a heading/),
      expect.stringMatching(
        /^body, line 7: the image "IMG 0413.JPG" shows as written.* rename the file to img-0413\.jpg/,
      ),
    ]);
    expect(refusalsOf('jobs', 'x', { ...opening, body: 'Apply<br>today.' })).toEqual([
      expect.stringMatching(/^body, line 1: an HTML <br> tag/),
    ]);
    expect(
      refusalsOf('posts', 'x', {
        ...post,
        body: '## A section\n\nA table:\n\n| Role | Weeks |\n| --- | ---: |\n| Contract | 1–2 |',
      }),
    ).toEqual([]);
  });

  it('refuses a data file that breaks its schema, naming the field', () => {
    expect(
      refusalsOf('site', 'contact', {
        email: 'hello@example.com',
        phone: '425 555 0142',
        location: 'Seattle',
      }),
    ).toEqual([expect.stringMatching(/^phone is not a phone number as the site prints it — /)]);
  });
});
