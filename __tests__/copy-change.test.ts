/**
 * The copy-change's rewording (scripts/test/copy-change.ts) on files this test owns: it changes
 * every word an editor may write, with the characters editors type, keeps what is not words
 * (addresses, anchors, placeholders, slugs, dates, ids, icons, markdown's structure), writes files
 * that read back as the reworded values, and its reach check names a kind it missed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  contentProse,
  isProse,
  markdownProse,
  moduleProse,
  shapeChange,
  splitFrontMatter,
  yamlFileProse,
  jsonFileProse,
} from '@/scripts/test/content-prose';
import {
  EDITORS_CHARACTERS,
  reachOf,
  rewordContent,
  rewording,
  type ContentValue,
} from '@/scripts/test/copy-change';

const MODULE = `import { BoltIcon } from '@heroicons/react/24/outline';
import { site } from './site';

export const page = {
  title: 'Engineers for what comes next',
  lead: "It's the team's call: we place people who stay.",
  note: \`Begun in \${site.year} by people who write \\\`code\\\`\`,
  action: { label: 'Talk to us', href: '/#contact', variant: 'accent' },
  image: { src: '/images/team.svg', alt: 'A team around a table' },
  icon: BoltIcon,
  found: '{count} finds for “{query}”',
  zone: 'America/Los_Angeles',
  slug: 'a-slug-kept',
};
`;

const YAML = `categories:
  - id: staffing-recruiting
    title: Hiring and Contracts
    items:
      - question: How soon can a tester start?
        answer: "Write to {email}: we answer within a day, and often sooner."
`;

const MARKDOWN = `---
title: "A post: what it says"
excerpt: Outsourcing can speed up delivery and planning, if you choose a partner well.
date: 2024-03-05
image: a-post
---
A paragraph with **bold words** and a [link to us](/about) and https://example.com/page.

## A heading {#a-heading}

- One item and another
- A second item

| Term | Meaning |
| --- | --- |
| Contract | A role for a time |

![A chart of hires](chart.svg)
`;

describe('the rewording', () => {
  it('editors: every word changes, lengths are kept, and editors’ characters are written', () => {
    const { reword } = rewording('editors');
    const texts = ['Fine engineering hiring and contracting for teams', 'Careers', 'S', 'a b c'];
    const out = texts.map((text) => reword(text));
    out.forEach((text, i) => {
      expect(text).toHaveLength(texts[i].length);
      expect(text).not.toBe(texts[i]);
    });
    // Over a page's worth of strings every character editors type appears.
    const many = Array.from({ length: 40 }, () => reword('one two three four five six')).join(' ');
    for (const character of EDITORS_CHARACTERS) expect(many).toContain(character);
    // Never a tag's opening nor a quotation's marker.
    expect(many).not.toMatch(/<\S/);
    expect(reword('A new start')).not.toMatch(/^>/);
  });

  it('keeps placeholders, anchors, link addresses, URLs and email addresses', () => {
    const { reword } = rewording('editors');
    const text =
      'Write to {email} or see [our page](/about#team), https://example.com/x and hello@example.com. ## Title {#title}';
    const out = reword(text);
    for (const kept of [
      '{email}',
      '](/about#team)',
      'https://example.com/x',
      'hello@example.com',
      '{#title}',
    ])
      expect(out).toContain(kept);
  });

  it('ampersand: " & " for " and "; marks: curly quotes, an apostrophe and an accent in a paragraph', () => {
    expect(rewording('ampersand').reword('Hiring and Contracts and more')).toBe(
      'Hiring & Contracts & more',
    );
    expect(rewording('marks').reword('Contract resources for a team, by {email}')).toBe(
      '“Côntract’s” resources for a team, by {email}',
    );
    expect(rewording('marks').reword('Tester roles')).toBe('Téster roles');
    expect(rewording('marks').reword('SMS')).toBe('SMé');
  });
});

describe('the files', () => {
  it('a module: its copy reworded in literals that still parse, its identifiers kept', () => {
    const { output } = moduleProse(MODULE, 'page.ts', (text) => rewording('marks').reword(text));
    const before = moduleProse(MODULE, 'page.ts').prose.map((p) => p.text);
    const after = moduleProse(output, 'page.ts').prose.map((p) => p.text);
    expect(before).toEqual([
      'Engineers for what comes next',
      "It's the team's call: we place people who stay.",
      'Begun in ',
      ' by people who write `code`',
      'Talk to us',
      'A team around a table',
      '{count} finds for “{query}”',
    ]);
    expect(after).toEqual(before.map((text) => rewording('marks').reword(text)));
    for (const kept of [
      "'/#contact'",
      "'accent'",
      "'/images/team.svg'",
      'BoltIcon',
      "'America/Los_Angeles'",
      "'a-slug-kept'",
    ])
      expect(output).toContain(kept);
  });

  it('a YAML and a JSON data file: every value but ids and addresses, read back as written', () => {
    const { reword } = rewording('editors');
    const yaml = yamlFileProse(YAML, 'faq.yml', reword).output;
    const data = parseYaml(yaml);
    expect(data.categories[0].id).toBe('staffing-recruiting');
    expect(data.categories[0].items[0].answer).toContain('{email}');
    expect(data.categories[0].title).not.toBe('Hiring and Contracts');
    expect(yamlFileProse(yaml, 'faq.yml').prose).toHaveLength(3);

    const json = jsonFileProse(
      '{\n  "email": "hello@example.com",\n  "phone": "(425) 555-0142",\n  "location": "Seattle, WA"\n}\n',
      'contact.json',
      reword,
    ).output;
    const contact = JSON.parse(json);
    expect([contact.email, contact.phone]).toEqual(['hello@example.com', '(425) 555-0142']);
    expect(contact.location).not.toBe('Seattle, WA');
  });

  it('markdown: front matter and body reworded, its structure, date, image, link and anchors kept', () => {
    const { output, prose } = markdownProse(MARKDOWN, 'post.md', rewording('editors').reword);
    expect(prose.map((p) => p.key)).toEqual(['title', 'excerpt', ...Array(12).fill('body'), 'alt']);
    const [was, now] = [splitFrontMatter(MARKDOWN), splitFrontMatter(output)];
    expect(shapeChange(was.body, now.body)).toBeUndefined();
    const front = parseYaml(now.front!);
    expect([front.date, front.image]).toEqual(['2024-03-05', 'a-post']);
    expect(front.excerpt).toHaveLength(parseYaml(was.front!).excerpt.length);
    for (const kept of ['](/about)', 'https://example.com/page', '{#a-heading}', '](chart.svg)'])
      expect(now.body).toContain(kept);
    expect(markdownProse(output, 'post.md').prose.every((p, i) => p.text !== prose[i].text)).toBe(
      true,
    );
  });

  it('tells words from identifiers', () => {
    for (const words of ['Careers', 'S', ' years', 'Sending…', 'Benefits:', 'Seattle, WA & Remote'])
      expect(isProse(words)).toBe(true);
    for (const code of [
      '/about',
      '#contact',
      'a-slug',
      'FULL_TIME',
      'WA',
      'camelCase',
      'logo.svg',
      'America/Los_Angeles',
      '{email}',
      '2024-03-05',
      'https://x.example',
    ])
      expect(isProse(code)).toBe(false);
  });
});

describe('the reach', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'copy-change-'));
    mkdirSync(path.join(dir, 'legal'));
    writeFileSync(path.join(dir, 'page.ts'), MODULE);
    writeFileSync(path.join(dir, 'faq.yml'), YAML);
    writeFileSync(path.join(dir, 'legal', 'terms.md'), MARKDOWN);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rewords every file of the folder, its subfolders included, and counts each kind', () => {
    const before = contentProse(dir);
    const written = rewordContent(dir, 'editors');
    expect(written).toEqual({
      module: { files: 1, strings: 7 },
      'data file': { files: 1, strings: 3 },
      markdown: { files: 1, strings: 15 },
    });
    const after = contentProse(dir);
    expect(after.map((p) => p.key)).toEqual(before.map((p) => p.key));
    after.forEach((p, i) => expect(p.text).not.toBe(before[i].text));
    expect(readFileSync(path.join(dir, 'legal', 'terms.md'), 'utf8')).toMatch(/^---\ntitle: /);
  });

  it('fails naming each value left as it was, and a kind it did not reach', () => {
    const value = (kind: ContentValue['kind'], file: string, text: string): ContentValue => ({
      kind,
      file,
      at: 'x',
      value: text,
    });
    const before = [
      value('module', 'site.ts', 'Fine engineering hiring and contracting for teams'),
      value('data file', 'faq.yml', 'How soon can a tester start?'),
      value('markdown', 'legal/terms.md', 'A paragraph of the terms.'),
    ];
    const after = [
      value('module', 'site.ts', 'Svar ratvarrevat uvevat & pbagenpgvat sbe grnzf'),
      value('data file', 'faq.yml', 'How soon can a tester start?'),
      value('markdown', 'legal/terms.md', 'N cnentencu bs gur grezf.'),
    ];
    const written = {
      module: { files: 1, strings: 1 },
      'data file': { files: 1, strings: 0 },
      markdown: { files: 1, strings: 1 },
    };
    const { kinds, missed } = reachOf(before, after, () => true, written);
    expect(kinds.map((k) => [k.kind, k.changed, k.values])).toEqual([
      ['module', 1, 1],
      ['data file', 0, 1],
      ['markdown', 1, 1],
    ]);
    expect(missed).toEqual([
      'content/faq.yml (x): "How soon can a tester start?" was not reworded',
      'no data file was reworded: the rewording does not reach the data files',
    ]);
  });
});
