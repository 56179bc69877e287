/**
 * The legal pages editors change in /admin (content/legal/*.md): the shipped ones keep their
 * rules, a bad edit is reported with the file, the line and what to do (what `npm run
 * check:content` prints and what stops the build), and the page renders every section the file
 * has, each under its anchor, with the facts in place of the words in braces. What the tests
 * expect is read from the file, never typed here.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { site } from '@/content/site';
import { readFrontMatter } from '@/lib/content/front-matter';
import {
  checkLegalDocuments,
  LEGAL_DOCUMENTS,
  LegalDocumentError,
  renderLegalDocument,
} from '@/lib/content/legal';
import { NOTICE_STORAGE_KEY } from '@/lib/notice';

const FILE = LEGAL_DOCUMENTS['privacy-policy'].file;
const shipped = readFileSync(path.join('content', FILE), 'utf8');
let dir: string;

/** The privacy policy with one line changed: `at` finds it, `to` rewrites it. */
function edit(at: (line: string) => boolean, to: (line: string) => string): number {
  const lines = shipped.split('\n');
  const index = lines.findIndex(at);
  expect(index).toBeGreaterThan(0);
  lines[index] = to(lines[index]);
  writeFileSync(path.join(dir, FILE), lines.join('\n'));
  return index + 1;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'legal-pages-'));
  mkdirSync(path.join(dir, path.dirname(FILE)), { recursive: true });
  writeFileSync(path.join(dir, FILE), shipped);
  process.env.CONTENT_DATA_DIR = dir;
});
afterEach(() => {
  delete process.env.CONTENT_DATA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

describe('legal pages', () => {
  it('the shipped files keep every rule', () => {
    delete process.env.CONTENT_DATA_DIR;
    expect(checkLegalDocuments()).toEqual([]);
  });

  it('renders each ## heading of the file as a section under its anchor, with the facts', async () => {
    const { body } = readFrontMatter(shipped);
    const headings = [...body.matchAll(/^## (.+?) \{#([a-z0-9-]+)\}$/gm)].map(([, title, id]) => ({
      id,
      title,
    }));
    expect(headings.length).toBeGreaterThan(1);
    const policy = await renderLegalDocument('privacy-policy');
    expect(policy.sections).toEqual(headings);
    const html = document.createElement('div');
    html.innerHTML = policy.html;
    const sections = [...html.querySelectorAll('section[aria-labelledby]')];
    expect(sections.map((s) => s.getAttribute('aria-labelledby'))).toEqual(
      headings.map((h) => h.id),
    );
    for (const [i, section] of sections.entries()) {
      expect(section.querySelector('h2')).toHaveAttribute('id', headings[i].id);
      expect(section.querySelector('h2')).toHaveTextContent(headings[i].title);
    }
    // A ### heading keeps the anchor its editor wrote.
    for (const [, id] of body.matchAll(/^### .+ \{#([a-z0-9-]+)\}$/gm)) {
      expect(html.querySelector(`h3#${id}`)).not.toBeNull();
    }
    const text = html.textContent ?? '';
    expect(text).not.toMatch(/\{[A-Za-z#]/);
    if (body.includes('{email}')) {
      expect(html.querySelector(`a[href="mailto:${site.email}"]`)).toHaveTextContent(site.email);
    }
    if (body.includes('{noticeKey}')) expect(text).toContain(NOTICE_STORAGE_KEY);
    if (body.includes('{name}')) expect(text).toContain(site.name);
  });

  it('a lastUpdated that is not a day names the file, the line and the field', () => {
    const line = edit(
      (l) => l.startsWith('lastUpdated:'),
      () => 'lastUpdated: 3/12/2024',
    );
    const [finding, ...rest] = checkLegalDocuments();
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      line,
      severity: 'error',
      fix: expect.stringContaining('2024-03-12'),
    });
    expect(finding.message).toMatch(/^lastUpdated: /);
    expect(finding.file).toMatch(/legal\/privacy-policy\.md$/);
    return expect(renderLegalDocument('privacy-policy')).rejects.toThrow(LegalDocumentError);
  });

  it('a word in braces the page does not know is named with the ones it does', () => {
    const line = edit(
      (l) => l.includes('{email}'),
      (l) => l.replace('{email}', '{mail}'),
    );
    expect(checkLegalDocuments()).toEqual([
      expect.objectContaining({
        line,
        message: expect.stringContaining('{mail}'),
        fix: expect.stringContaining('{email}'),
      }),
    ]);
  });

  it('two sections with one anchor, a section without one, an image and pasted HTML are refused', () => {
    const lines = shipped.split('\n');
    const anchored = lines.filter((l) => /^## .+\{#/.test(l));
    const first = /\{#([a-z0-9-]+)\}/.exec(anchored[0])![1];
    const second = lines.indexOf(anchored[1]);
    lines[second] = anchored[1].replace(/\{#[a-z0-9-]+\}/, `{#${first}}`);
    lines.push('', '![A chart](chart.png)', '', '<b>bold</b>');
    writeFileSync(path.join(dir, FILE), lines.join('\n'));
    const findings = checkLegalDocuments();
    const at = (line: number) => findings.filter((f) => f.line === line).map((f) => f.message);
    expect(new Set(findings.map((f) => f.line))).toEqual(
      new Set([second + 1, lines.length - 2, lines.length]),
    );
    expect(at(second + 1)).toEqual([expect.stringContaining(`#${first}`)]);
    expect(at(lines.length - 2)).toEqual([expect.stringMatching(/image/)]);
    expect(at(lines.length).every((m) => /HTML/.test(m))).toBe(true);
  });

  it('a heading without an anchor gets one from its words', async () => {
    edit(
      (l) => /^## .+\{#/.test(l),
      (l) => l.replace(/\s*\{#[a-z0-9-]+\}$/, ''),
    );
    expect(checkLegalDocuments()).toEqual([]);
    const { sections } = await renderLegalDocument('privacy-policy');
    expect(sections[0].id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
