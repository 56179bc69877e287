import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BlogContentError,
  countWords,
  getAllPosts,
  getPost,
  getPostIds,
  loadPosts,
  parsePostFile,
} from '@/lib/blog';
import { postFile, VALID_FRONT as VALID } from './helpers/post-file';

const BODY = 'A paragraph of text about hiring.\n\n## A section\n\nMore text.\n';

function frontMatter(fields: Record<string, string | undefined>): string {
  return postFile(fields, BODY);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'blog-test-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.BLOG_CONTENT_DIR;
});

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BlogContentError);
    return (error as Error).message;
  }
  throw new Error('expected the post to be rejected');
}

describe('a valid post', () => {
  it('is read with its id from the file name, its fields, its cover and its body', () => {
    const post = parsePostFile(write('hiring-cloud-engineers.md', frontMatter(VALID)));
    expect(post).toEqual({
      id: 'hiring-cloud-engineers',
      title: 'Hiring Cloud Engineers in a Tight Market',
      excerpt: 'What to change in your process when cloud engineers have several offers at once.',
      date: '2024-03-05',
      image: {
        src: '/blog/devops-as-service.svg',
        width: 1200,
        height: 675,
        alt: expect.stringMatching(/cloud/i),
      },
      status: 'published',
      content: BODY,
    });
  });

  it('reads a file saved with a byte-order mark and Windows line endings, and keeps a C# in a title', () => {
    const text = frontMatter({ ...VALID, title: 'Hiring C# Developers' }).replace(/\n/g, '\r\n');
    const post = parsePostFile(write('windows.md', `\uFEFF${text}`));
    expect(post.title).toBe('Hiring C# Developers');
    expect(post.date).toBe(VALID.date.replace(/"/g, ''));
  });

  it('keeps a quoted date as written', () => {
    expect(
      parsePostFile(write('quoted.md', frontMatter({ ...VALID, date: '"2023-12-31"' }))).date,
    ).toBe('2023-12-31');
  });
});

describe('invalid front matter names the file, the field and what was expected', () => {
  const cases: Array<[string, Record<string, string | undefined>, string, RegExp]> = [
    [
      'missing title',
      { ...VALID, title: undefined },
      'title',
      /is missing — add a line like title:/,
    ],
    ['empty title', { ...VALID, title: '""' }, 'title', /is empty/],
    [
      'title that is a number',
      { ...VALID, title: '42' },
      'title',
      /should be text, not 42 — put it in double quotes: title: "42"/,
    ],
    ['missing excerpt', { ...VALID, excerpt: undefined }, 'excerpt', /missing/],
    [
      'excerpt too short',
      { ...VALID, excerpt: '"Too short."' },
      'excerpt',
      /is too short \(under 50 characters\) — write at least 50 characters/,
    ],
    [
      'excerpt too long',
      { ...VALID, excerpt: `"${'word '.repeat(40)}"` },
      'excerpt',
      /is too long \(\d+ characters\) — keep it to 160 characters or fewer/,
    ],
    [
      'missing date',
      { ...VALID, date: undefined },
      'date',
      /is missing — add a line like date: 2024-03-05 \(year-month-day\)/,
    ],
    [
      'date in words',
      { ...VALID, date: '"March 5, 2024"' },
      'date',
      /"March 5, 2024" is not a date — write year-month-day, like date: 2024-03-05/,
    ],
    [
      'impossible date',
      { ...VALID, date: '"2024-02-30"' },
      'date',
      /"2024-02-30" is not a day of the calendar — check the month and day/,
    ],
    // Written without quotes, as editors write dates: read as the text, never rolled over to March 1.
    [
      'impossible date, unquoted',
      { ...VALID, date: '2024-02-30' },
      'date',
      /"2024-02-30" is not a day of the calendar/,
    ],
    [
      'a time of day',
      { ...VALID, date: '2024-03-05 10:30' },
      'date',
      /"2024-03-05 10:30" is not a date/,
    ],
    ['date with a time', { ...VALID, date: '2024-03-05T10:30:00Z' }, 'date', /is not a date/],
    [
      'date without its zeros',
      { ...VALID, date: '2024-3-5' },
      'date',
      /"2024-3-5" is not a date — write the month and the day with two digits: date: 2024-03-05/,
    ],
    // YAML reads " #" in an unquoted value as the start of a comment: the title would be "Top 5".
    [
      'title with " #"',
      { ...VALID, title: 'Top 5 #hiring tips' },
      'title',
      /the " #" starts a note that is left out, so this reads "Top 5" — put the value in double quotes: title: "Top 5 #hiring tips"/,
    ],
    [
      'title starting with a hashtag',
      { ...VALID, title: '#hiring tips for managers' },
      'title',
      /the " #" starts a note that is left out, so the value is empty — put the value in double quotes: title: "#hiring tips for managers"/,
    ],
    [
      'image named as a phone names it',
      { ...VALID, image: 'IMG_2024 0412.JPG' },
      'image',
      /rename the file to img_2024-0412\.jpg and write image: img_2024-0412\.jpg/,
    ],
    [
      'missing image',
      { ...VALID, image: undefined },
      'image',
      /is missing — add a line like image:/,
    ],
    [
      'image with a path',
      { ...VALID, image: '/blog/devops-as-service.svg' },
      'image',
      /without ".svg"/,
    ],
    [
      'image that does not exist',
      { ...VALID, image: 'no-such-cover' },
      'image',
      /no cover named "no-such-cover".*devops-as-service/,
    ],
    [
      'misspelt field',
      { ...VALID, imgae: 'devops-as-service' },
      'imgae',
      /is not a field — check the spelling: the fields are title, excerpt, date, image, imageAlt, draft/,
    ],
  ];

  it.each(cases)('%s', (_label, fields, field, expected) => {
    const message = errorOf(() => parsePostFile(write('broken-post.md', frontMatter(fields))));
    expect(message).toContain(path.join(path.relative(process.cwd(), dir), 'broken-post.md'));
    expect(message).toMatch(new RegExp(`\\n  - ${field}: `));
    expect(message).toMatch(expected);
  });

  it('a file name that is not a valid address', () => {
    const message = errorOf(() => parsePostFile(write('My Post.md', frontMatter(VALID))));
    expect(message).toMatch(
      /My Post\.md: this blog post cannot be published[^]*the file name "My Post\.md" cannot be an address \(\/blog\/My Post\) — rename the file in lowercase words joined by hyphens/,
    );
  });

  it.each([
    [
      '*Important* hiring update',
      /this value starts with "\*", which YAML reads as a sign, not as text — put the value in double quotes: title: "\*Important\* hiring update"/,
    ],
    [
      '"Hiring" Guide for Managers',
      /this value starts with a quotation mark but goes on after it closes — put the value in double quotes: title: "\\"Hiring\\" Guide for Managers"/,
    ],
    // Read without an error, and without the start of the text: refused all the same.
    [
      '!Important hiring update',
      /title: a value starting with "!" is read as a YAML tag, so this reads "hiring update" — put the value in double quotes: title: "!Important hiring update"/,
    ],
    [
      '&Co news for managers',
      /title: a value starting with "&" is read as a YAML anchor, so this reads "news for managers"/,
    ],
  ])('a title YAML reads as its own syntax: %s', (title, expected) => {
    expect(
      errorOf(() => parsePostFile(write('signs.md', frontMatter({ ...VALID, title })))),
    ).toMatch(expected);
  });

  it('front matter that is not valid YAML', () => {
    const message = errorOf(() =>
      parsePostFile(write('bad-yaml.md', '---\ntitle: "unclosed\ndate: 2024-01-01\n---\nText\n')),
    );
    expect(message).toMatch(
      /bad-yaml\.md: this blog post cannot be published[^]*a quoted value is not closed — end the value with a " on the same line, like title: "…"/,
    );
  });

  it('a post with no body', () => {
    expect(
      errorOf(() =>
        parsePostFile(write('empty.md', '---\n' + frontMatter(VALID).split('---')[1] + '---\n')),
      ),
    ).toMatch(/body: the post has no text/);
  });

  it('every broken file in the folder is reported at once', () => {
    write('good-post.md', frontMatter(VALID));
    write('first-bad.md', frontMatter({ ...VALID, date: '"tomorrow"' }));
    write('second-bad.md', frontMatter({ ...VALID, title: undefined }));
    const message = errorOf(() => loadPosts(dir));
    expect(message).toMatch(/^2 blog posts have a problem/);
    expect(message).toMatch(/first-bad\.md[^]*date: "tomorrow" is not a date/);
    expect(message).toMatch(/second-bad\.md[^]*title: is missing/);
    expect(message).not.toMatch(/good-post/);
  });
});

describe('sorting and the content folder', () => {
  it('lists posts newest first, and posts of the same day by title', () => {
    write('older.md', frontMatter({ ...VALID, title: 'Older', date: '2023-01-15' }));
    write('newest.md', frontMatter({ ...VALID, title: 'Newest', date: '2024-12-01' }));
    write('same-day-b.md', frontMatter({ ...VALID, title: 'Beta', date: '2024-06-01' }));
    write('same-day-a.md', frontMatter({ ...VALID, title: 'Alpha', date: '2024-06-01' }));
    expect(loadPosts(dir).map((post) => post.id)).toEqual([
      'newest',
      'same-day-a',
      'same-day-b',
      'older',
    ]);
  });

  it('BLOG_CONTENT_DIR chooses the folder, and a new file needs no code change', () => {
    mkdirSync(path.join(dir, 'posts'));
    writeFileSync(path.join(dir, 'posts', 'a-new-post.md'), frontMatter(VALID));
    process.env.BLOG_CONTENT_DIR = path.join(dir, 'posts');
    expect(getPostIds()).toEqual(['a-new-post']);
    expect(getAllPosts().map((post) => post.title)).toEqual([
      'Hiring Cloud Engineers in a Tight Market',
    ]);
    expect(getPost('a-new-post')?.content).toBe(BODY);
    expect(getPost('devops-outsourcing')).toBeUndefined();
    expect(getPost('../posts/a-new-post')).toBeUndefined();
  });
});

describe('what the pages read', () => {
  it('getAllPosts gives the sitemap id, title, excerpt, date, image and status', () => {
    write('a-post.md', frontMatter(VALID));
    process.env.BLOG_CONTENT_DIR = dir;
    expect(Object.keys(getAllPosts()[0]).sort()).toEqual([
      'date',
      'excerpt',
      'id',
      'image',
      'status',
      'title',
    ]);
  });

  it('the photo example (a fixture) has a photo cover with its description, served through its 1200×630 card', () => {
    const fixture = path.join(process.cwd(), '__tests__/fixtures/blog-photo');
    const post = loadPosts(fixture).find(
      (candidate) => candidate.id === 'planning-a-hiring-timeline',
    )!;
    expect(post.image.original).toBe(path.join(fixture, 'hiring-timeline-city-lights.jpg'));
    expect(post.image.alt).toBe(
      'Office towers with lit windows at dusk, city lights out of focus behind them',
    );
    expect(post.image).toMatchObject({ width: 1200, height: 630 });
    expect(post.image.src).toMatch(/^\/_img\/hiring-timeline-city-lights-[0-9a-f]{12}-share\.jpg$/);
  });
});

describe('countWords', () => {
  it('counts words, not markup', () => {
    expect(countWords('## Two words\n\n> A **bold** quote\n\n1. One item\n')).toBe(7);
  });
});
