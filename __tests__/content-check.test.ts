/**
 * @jest-environment node
 *
 * `npm run check:content` as an editor runs it: posts in a temporary folder (BLOG_CONTENT_DIR),
 * images made with sharp at test time, and the exact lines the check prints. The command itself
 * (a child Node process through tsx, as an editor runs it) passes the project's posts with exit
 * status 0 and fails a broken post with 1 and its summary; the other cases read the same lines
 * from its core in this process (helpers/content-check.ts).
 */
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkContentCli, checkContentHere } from './helpers/content-check';
import { postFile, VALID_FRONT as FRONT } from './helpers/post-file';

const ROOT = process.cwd();
/** The photo example (a fixture: the site's own posts have drawn covers). */
const PHOTO = path.join(ROOT, '__tests__/fixtures/blog-photo/hiring-timeline-city-lights.jpg');

/** About 200 words of ordinary text, so the length rule is met unless a test wants otherwise. */
const TEXT = Array.from(
  { length: 10 },
  (_, i) =>
    `Paragraph ${i + 1}: a clear brief, a confirmed budget and a small interview panel keep a search on schedule, and contract professionals start within one to two weeks.`,
).join('\n\n');

/** A post file as an editor writes it (ending in a newline). */
function post(front: Record<string, string>, body: string): string {
  return `${postFile(front, body)}\n`;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string) {
  writeFileSync(path.join(dir, name), text);
}

/**
 * The check over `folder`: its exit status, its output, its lines about the posts (the folder's
 * path shortened to "<dir>") and its summary. `cli` runs the command in a child process, as an
 * editor runs it; otherwise its core runs in this process (helpers/content-check.ts).
 */
async function check(
  folder = dir,
  env: Record<string, string> = {},
  { cli = false } = {},
): Promise<{
  status: number | null;
  stdout: string;
  lines: string[];
  summary: string;
}> {
  const vars = { BLOG_CONTENT_DIR: folder, ...env };
  const result = cli ? checkContentCli(vars) : await checkContentHere(vars);
  const shown = path.relative(ROOT, folder);
  return {
    status: result.status,
    stdout: result.stdout,
    lines: result.stdout
      .split('\n')
      .filter((line) => line.startsWith(shown))
      .map((line) => line.replace(shown, '<dir>')),
    summary:
      (result.stderr + result.stdout)
        .split('\n')
        .find((line) => line.startsWith('check:content:')) ?? result.stderr,
  };
}

describe('npm run check:content', () => {
  // How long it takes is measured by `npm run bench:blog`, not asserted here.
  it("passes the project's posts, without building", async () => {
    const result = await check(
      process.env.BLOG_CONTENT_DIR
        ? path.resolve(process.env.BLOG_CONTENT_DIR)
        : path.join(ROOT, 'content/blog'),
      {},
      { cli: true },
    );
    expect(result.lines).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.summary).toMatch(
      /^check:content: \d+ posts?, \d+ openings?, (\d+ talent profiles?, )?\d+ images? beside or in posts; 0 errors, \d+ warnings?/,
    );
  });

  it('accepts a photo cover with imageAlt, a decorative image, draft: true, and links to routes, posts and files', async () => {
    copyFileSync(PHOTO, path.join(dir, 'team.jpg'));
    write(
      'a-photo-post.md',
      post(
        {
          ...FRONT,
          image: 'team.jpg',
          imageAlt: '"Two engineers reviewing a deployment plan"',
          draft: 'false',
        },
        `${TEXT}\n\n![decorative](team.jpg)\n\n## Links\n\nSee [staffing](/staffing), [contact](/#contact), [a post](/blog/other-post), [the feed](/blog/feed.xml) and [a cover](/blog/devops-as-service.svg).\n\n### Detail\n\nMore text.`,
      ),
    );
    write('other-post.md', post({ ...FRONT, draft: 'false' }, TEXT));
    write('a-draft.md', post({ ...FRONT, draft: 'true' }, TEXT));
    const result = await check();
    expect(result.lines).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('names the missing alt text, the bad links, the skipped heading and the h1, each with its line and fix', async () => {
    copyFileSync(PHOTO, path.join(dir, 'photo.jpg'));
    write(
      'broken.md',
      post(
        { ...FRONT, image: 'photo.jpg' },
        [
          '# A title in the body',
          TEXT,
          '## Section',
          '#### Too deep',
          '![](photo.jpg)',
          '[a lost post](/blog/no-such-post) and [a typo](/staffingg) and [a relative one](staffing)',
          '[a draft](/blog/draft-post)',
        ].join('\n\n'),
      ),
    );
    write('draft-post.md', post({ ...FRONT, draft: 'true' }, TEXT));
    const { status, lines, summary } = await check(dir, {}, { cli: true });
    expect(status).toBe(1);
    expect(lines).toEqual([
      '<dir>/broken.md:5: imageAlt: is missing: a photo cover needs a description for readers who cannot see it — add imageAlt: "..." (what the photo shows, in one sentence)',
      "<dir>/broken.md:7: a # heading in the body — the title is already the page's top heading: start sections with ## (and sub-sections with ###)",
      '<dir>/broken.md:31: a level-4 heading (####) follows a level-2 one — use ### here: headings go down one level at a time',
      '<dir>/broken.md:33: the image "photo.jpg" has no alt text — describe what it shows: ![A recruiter and a candidate reviewing a contract](photo.jpg), or write ![decorative](photo.jpg) if it carries no information',
      '<dir>/broken.md:35: the link "/blog/no-such-post" goes to a post that does not exist — use the file name of a post in content/blog/ without .md, like /blog/broken',
      '<dir>/broken.md:35: the link "/staffingg" goes to no page of the site — use one of the site\'s addresses, like /staffing, /managed-services, /about or /#contact (see content/navigation.ts)',
      '<dir>/broken.md:35: the link "staffing" is not an address on this site — start it with / (like /staffing or /blog/devops-outsourcing) or write the whole address with https://',
      '<dir>/broken.md:37: the link "/blog/draft-post" goes to a draft, which is not published — publish that post first, or remove the link',
    ]);
    expect(summary).toMatch(/8 errors, 0 warnings/);
  });

  it('names the file to rename a cover to when it keeps the name a phone gave it', async () => {
    copyFileSync(PHOTO, path.join(dir, 'IMG_2024 0412.JPG'));
    write(
      'from-a-phone.md',
      post({ ...FRONT, image: 'IMG_2024 0412.JPG', imageAlt: '"A team at a whiteboard"' }, TEXT),
    );
    write(
      'a-download.md',
      post({ ...FRONT, image: '"Café Photo (1).jpeg"', imageAlt: '"A café"' }, TEXT),
    );
    const { status, lines } = await check();
    expect(status).toBe(1);
    expect(lines).toEqual([
      '<dir>/a-download.md:5: image: "Café Photo (1).jpeg" is a file name the site cannot publish (only letters, digits, hyphens and underscores before the extension) — rename the file to cafe-photo-1.jpeg and write image: cafe-photo-1.jpeg',
      '<dir>/from-a-phone.md:5: image: "IMG_2024 0412.JPG" is a file name the site cannot publish (only letters, digits, hyphens and underscores before the extension) — rename the file to img_2024-0412.jpg and write image: img_2024-0412.jpg',
    ]);
  });

  it('fails an original over 8,000 px or 20 MB by name, a missing file and an unsupported format', async () => {
    // 8200 × 120: over the limit on a side, yet a few kilobytes to make.
    await sharp({ create: { width: 8200, height: 120, channels: 3, background: '#1d4e6e' } })
      .jpeg()
      .toFile(path.join(dir, 'panorama.jpg'));
    // A real JPEG padded past 20 MB (decoders ignore what follows the image; the header is read).
    const small = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#2dd4bf' },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(
      path.join(dir, 'huge.jpg'),
      Buffer.concat([small, Buffer.alloc(21 * 1024 * 1024)]),
    );
    // A PNG named .jpg.
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b1f3a' } })
      .png()
      .toFile(path.join(dir, 'chart.jpg'));
    write(
      'images.md',
      post(
        FRONT,
        `${TEXT}\n\n![A panorama of the office](panorama.jpg)\n\n![The team](huge.jpg)\n\n![A chart](chart.jpg)\n\n![Missing](nowhere.jpg) ![Animated](team.gif)\n\n![From an iPhone](IMG_0414.HEIC)`,
      ),
    );
    const { status, lines } = await check();
    expect(status).toBe(1);
    const shown = path.relative(ROOT, dir);
    expect(lines).toEqual([
      `<dir>/images.md:27: ${shown}/panorama.jpg is 8200 × 120 px, over the 8000 px limit on a side — resize it to at most 4000 px on its longer side (the site shows it at 1920 px at most)`,
      `<dir>/images.md:29: ${shown}/huge.jpg is 21.0 MB, over the 20 MB limit — export it again at a lower quality or size (3000 px wide at 85% JPEG quality is plenty)`,
      `<dir>/images.md:31: ${shown}/chart.jpg is named .jpg but holds a PNG image — export it again as JPEG, PNG, WebP or AVIF with the matching extension`,
      '<dir>/images.md:33: the image "nowhere.jpg" does not exist — put the file beside the post (content/blog/nowhere.jpg) or in public/blog/, or fix the name (names are case-sensitive)',
      '<dir>/images.md:33: the image "team.gif" is not a format the site publishes — use a JPEG, PNG, WebP, AVIF or SVG file',
      `<dir>/images.md:35: the image "IMG_0414.HEIC" is not a format the site publishes — save it as JPEG first (a phone's HEIC photo: export or share it as JPEG, or set the camera to Most Compatible) and write the .jpg file's name`,
    ]);
  });

  it('reports front matter problems on their own line, and a short post as a length error', async () => {
    write(
      'short.md',
      post({ ...FRONT, excerpt: '"Too short."', imgae: 'x' }, 'Only a few words here.'),
    );
    const { status, lines } = await check();
    expect(status).toBe(1);
    expect(lines).toEqual([
      '<dir>/short.md:3: excerpt: is too short (under 50 characters) — write at least 50 characters: it is also the description search engines show',
      '<dir>/short.md:6: imgae: is not a field — check the spelling: the fields are title, excerpt, date, image, imageAlt, draft',
      '<dir>/short.md:8: the post has 5 words — write at least 150 (500 to 900 reads well)',
    ]);
  });

  it('accepts what GitHub renders: a table, strikethrough, a task list, a bare link, a footnote and an HTML comment', async () => {
    write(
      'github-flavoured.md',
      post(
        FRONT,
        `${TEXT}\n\n| Role | Weeks |\n| --- | ---: |\n| Contract | 1-2 |\n\n~~Old rate~~ new rate, see https://example.com/rates and [our staffing](/staffing "Staffing services"); in markdown an image is \`![what it shows](my photo.jpg)\`.\n\n• A paragraph of its own may start with a bullet.\n\n- [x] Brief agreed\n- [ ] Shortlist\n\nA claim.[^1]\n\n<!-- note to the reviewer: sources below -->\n\n[^1]: The source.`,
      ),
    );
    const result = await check();
    expect(result.lines).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('refuses what would not show as written: raw HTML, a heading missing its space, an address with a space, a pasted non-breaking space or bullet, an impossible unquoted date, an unquoted colon', async () => {
    write(
      'pasted.md',
      post(
        { ...FRONT, date: '2026-02-30' },
        `${TEXT}\n\n<div class="note">Rates are reviewed every quarter.</div>\n\n##Next steps\n\nCall us<br>today.\n\n![The whiteboard after day one](IMG 0413.JPG)\n\n| Report | Page |\n| --- | --- |\n| [the notes](Offsite Notes.pdf) | [ours](/managed services) |\n\n##\u00a0Pasted heading\n\n-\u00a0pasted item\n\n• Contract roles\n• Permanent roles`,
      ),
    );
    write('colon.md', post({ ...FRONT, title: 'Hiring: a guide for managers' }, TEXT));
    const { status, lines, summary } = await check();
    expect(status).toBe(1);
    expect(lines).toEqual([
      '<dir>/colon.md:2: this value holds a colon followed by a space, which reads as a second field — put the value in double quotes: title: "Hiring: a guide for managers"',
      '<dir>/pasted.md:4: date: "2026-02-30" is not a day of the calendar — check the month and day, like date: 2024-03-05',
      '<dir>/pasted.md:27: an HTML <div> tag, which the page removes (with the text inside it) — write it in markdown (CONTENT.md, "What you can write"): the page removes HTML, and with it the text inside',
      '<dir>/pasted.md:29: "##Next steps" shows as written, not as a heading: the space after the ## is missing — write ## Next steps, or \\## to show the # sign itself',
      '<dir>/pasted.md:31: an HTML <br> tag, which the page removes (with the text inside it) — for a line break end the line with a backslash (\\), or leave a blank line for a new paragraph',
      '<dir>/pasted.md:33: the image "IMG 0413.JPG" shows as written, not as a picture: an address cannot contain a space — rename the file to img-0413.jpg and write ![The whiteboard after day one](img-0413.jpg)',
      '<dir>/pasted.md:37: the link "Offsite Notes.pdf" shows as written, not as a link: an address cannot contain a space — rename the file to offsite-notes.pdf and write [the notes](offsite-notes.pdf)',
      '<dir>/pasted.md:37: the link "/managed services" shows as written, not as a link: an address cannot contain a space — addresses on this site join words with hyphens: [ours](/managed-services)',
      '<dir>/pasted.md:39: "## Pasted heading" shows as written, not as a heading: the space after the ## is a non-breaking space (pasted from a document or a web page) — delete that space and type an ordinary one: ## Pasted heading',
      '<dir>/pasted.md:41: "- pasted item" shows as written, not as a list item: the space after the - is a non-breaking space (pasted from a document or a web page) — delete that space and type an ordinary one: - pasted item',
      '<dir>/pasted.md:43: a line starting with "•" shows as text, not as a list item, and the lines of such a list run together into one paragraph — start each item with "- " instead: - Contract roles',
      '<dir>/pasted.md:44: a line starting with "•" shows as text, not as a list item, and the lines of such a list run together into one paragraph — start each item with "- " instead: - Permanent roles',
    ]);
    expect(summary).toMatch(/12 errors, 0 warnings/);
  });

  it('on GitHub Actions, prints each finding as an annotation on its line of the diff', async () => {
    write('short.md', post({ ...FRONT, excerpt: '"Too short."' }, TEXT));
    write('percent.md', post(FRONT, `${TEXT}\n\nSee [our rates](/rates-100%).`));
    const { status, stdout } = await check(dir, { GITHUB_ACTIONS: 'true' });
    expect(status).toBe(1);
    const shown = path.relative(ROOT, dir);
    expect(stdout).toContain(
      `::error file=${shown}/short.md,line=3,title=Content check::excerpt: is too short (under 50 characters) — write at least 50 characters: it is also the description search engines show`,
    );
    // A % in the message is escaped as %25, as GitHub's workflow commands require.
    expect(stdout).toContain(
      `::error file=${shown}/percent.md,line=27,title=Content check::the link "/rates-100%25" goes to no page of the site`,
    );
    expect(stdout.split('\n').filter((line) => line.startsWith('::error '))).toHaveLength(2);
  });

  it('checks the data files too: an FAQ answer left empty is named on its line', async () => {
    const data = path.join(dir, 'data');
    cpSync(path.join(ROOT, 'content'), data, { recursive: true });
    const faq = readFileSync(path.join(data, 'faq.yml'), 'utf8').split('\n');
    const at = faq.findIndex((line) => /^\s+answer: /.test(line));
    faq[at] = faq[at].replace(/answer: .*$/, 'answer: ""');
    writeFileSync(path.join(data, 'faq.yml'), faq.join('\n'));
    const { status, stdout } = await check(path.join(ROOT, 'content/blog'), {
      CONTENT_DATA_DIR: data,
    });
    expect(status).toBe(1);
    expect(stdout).toContain(`${path.relative(ROOT, data)}/faq.yml:${at + 1}: `);
    expect(stdout).toMatch(/answer: is empty/);
  });
});
