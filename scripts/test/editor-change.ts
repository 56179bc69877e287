/**
 * An editor's and a recruiter's pull request, made on a copy of the content: one post removed, one
 * post added the way editors write it (an unquoted date, a photo straight from a phone as its
 * cover, a table, a strikethrough, a link to a service page) and one opening added. `npm test`'s
 * editor-change suite then runs `check:content`, the Jest suites and the browser specs that read
 * the content on an export built from this copy (BLOG_CONTENT_DIR, JOBS_CONTENT_DIR,
 * TALENT_CONTENT_DIR): a change the content check accepts must never turn a test red. One talent
 * profile is removed and one added as well.
 *
 *   npx tsx scripts/test/editor-change.ts <folder>   → <folder>/blog, <folder>/jobs, <folder>/talent
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_WORDS } from '../../lib/blog/content-check';
import { blogToday } from '../../lib/blog/date';
import { countWords } from '../../lib/blog/posts';
import { readFrontMatter } from '../../lib/content/front-matter';

const ROOT = path.resolve(__dirname, '../..');

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function makeEditorChange(
  out: string,
  today = blogToday(),
): Promise<{
  removed: string;
  addedPost: string;
  addedOpening: string;
  removedProfile: string;
  addedProfile: string;
}> {
  rmSync(out, { recursive: true, force: true });
  const blog = path.join(out, 'blog');
  const jobs = path.join(out, 'jobs');
  cpSync(path.join(ROOT, 'content/blog'), blog, { recursive: true });
  mkdirSync(jobs, { recursive: true });
  if (existsSync(path.join(ROOT, 'content/jobs')))
    cpSync(path.join(ROOT, 'content/jobs'), jobs, { recursive: true });

  // One post removed: the first by name.
  const posts = readdirSync(blog)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const removed = posts[0].replace(/\.md$/, '');
  rmSync(path.join(blog, posts[0]));
  // The new post is a long read, just under the length that draws a warning (MAX_WORDS): its
  // sections are the bodies of the remaining posts, real prose, so its page weighs what such a
  // post weighs.
  const bodies = posts
    .slice(1)
    .map((name) => readFrontMatter(readFileSync(path.join(blog, name), 'utf8')).body.trim())
    // A link to the removed post would be refused (rightly): leave such a section out.
    .filter((body) => !body.includes(`/blog/${removed}`));
  const sections: string[] = [];
  for (const body of bodies) {
    if (countWords([...sections, body].join('\n\n')) > MAX_WORDS - 250) break;
    sections.push(body);
  }
  const longRead = sections.join('\n\n');

  // One post added, dated yesterday (published on today's build), its cover a photo as a phone
  // saves it: 12 megapixels, stored landscape with an EXIF orientation that turns it upright.
  const addedPost = 'what-a-contract-to-hire-costs';
  await sharp(path.join(ROOT, '__tests__/fixtures/blog-photo/hiring-timeline-city-lights.jpg'))
    .resize(4032, 3024, { fit: 'cover' })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toFile(path.join(blog, 'IMG_2041.jpg'));
  const paragraph =
    'Contract-to-hire lets both sides test the fit before a permanent offer. The hourly rate covers the contractor, their payroll taxes and our margin; the conversion fee, when the hire becomes permanent, is smaller the longer the contract ran.';
  writeFileSync(
    path.join(blog, `${addedPost}.md`),
    `---
title: What a Contract-to-Hire Really Costs
excerpt: The hourly rate, the conversion fee and the weeks in between, laid out so a hiring manager can compare contract-to-hire with a direct hire.
date: ${addDays(today, -1)}
image: IMG_2041.jpg
imageAlt: Office towers with lit windows at dusk
---
${paragraph}

## The two costs

| Cost | When | Typical |
| --- | --- | ---: |
| Hourly rate | Every week of the contract | Market rate plus margin |
| Conversion fee | On the permanent offer | Falls after 3–6 months |

The ~~one-time placement fee~~ conversion fee is agreed before the contract starts, so nobody is surprised at the offer.

${longRead}

Read how our [staffing](/staffing) models compare, or [get in touch](/#contact).
`,
  );

  // One opening added, posted yesterday and open for two months.
  const addedOpening = 'platform-engineer-seattle';
  const fixture = readFileSync(
    path.join(ROOT, '__tests__/fixtures/jobs/cloud-engineer-seattle-contract.md'),
    'utf8',
  );
  writeFileSync(
    path.join(jobs, `${addedOpening}.md`),
    fixture
      .replace(/^title: .*$/m, 'title: "Platform Engineer (Contract)"')
      .replace(/^datePosted: .*$/m, `datePosted: ${addDays(today, -1)}`)
      .replace(/^validThrough: .*$/m, `validThrough: ${addDays(today, 60)}`),
  );
  // One talent profile removed and one added, its consent given ten days ago.
  const talent = path.join(out, 'talent');
  mkdirSync(talent, { recursive: true });
  if (existsSync(path.join(ROOT, 'content/talent')))
    cpSync(path.join(ROOT, 'content/talent'), talent, { recursive: true });
  const profiles = readdirSync(talent).filter((name) => name.endsWith('.md'));
  const removedProfile = profiles.length ? profiles[0]!.replace(/\.md$/, '') : '';
  if (removedProfile) rmSync(path.join(talent, `${removedProfile}.md`));
  const addedProfile = 'site-reliability-engineer-denver';
  writeFileSync(
    path.join(talent, `${addedProfile}.md`),
    [
      '---',
      'headline: Site reliability engineer, 8 years, Kubernetes and Go',
      'skills:',
      '  - Kubernetes',
      '  - Go',
      '  - Prometheus',
      'years: 8',
      'arrangement:',
      '  - remote',
      'availability: now',
      'rate: "$100–120 an hour"',
      'location: Denver, CO',
      `consent: ${addDays(today, -10)}`,
      '---',
      '',
      'Runs the platforms product teams ship on, and makes their on-call calmer.',
      '',
    ].join('\n'),
  );
  return { removed, addedPost, addedOpening, removedProfile, addedProfile };
}

async function main() {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: npx tsx scripts/test/editor-change.ts <folder>');
    process.exit(2);
  }
  const made = await makeEditorChange(path.resolve(out));
  console.log(
    `editor-change: removed /blog/${made.removed}, added /blog/${made.addedPost} (a photo cover) and /jobs/${made.addedOpening}, removed the talent profile ${made.removedProfile || '(none)'} and added ${made.addedProfile}, in ${out}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename))
  main().catch((error) => {
    console.error(`editor-change: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
