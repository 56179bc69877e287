/**
 * remark is ESM-only, so the renderer runs in a child Node process (through tsx), exactly as the
 * build runs it, and the test checks the HTML it returns.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const CASES = {
  paragraphs: 'First paragraph,\nstill the first.\n\nSecond paragraph.',
  h2: '## Why it matters',
  h3: '### A smaller heading',
  quote: '> Hiring is a team sport.',
  numbered: '1. Define the role\n2. Agree the rate\n3. Interview quickly',
  bold: 'A **90-day replacement guarantee** applies.',
  script: 'Before\n\n<script>alert("x")</script>\n\nAfter <img src=x onerror="alert(1)"> and [a link](javascript:alert(1)).',
  iframe: '<iframe src="https://example.com"></iframe>\n\n<div onclick="steal()">Text</div>',
};

let html: Record<keyof typeof CASES, string>;

beforeAll(() => {
  const code = `
    const loaded = await import(${JSON.stringify(path.join(process.cwd(), 'lib/blog-render.ts'))});
    const { renderMarkdown } = loaded.renderMarkdown ? loaded : loaded.default;
    const cases = JSON.parse(process.argv[1]);
    const out = {};
    for (const [name, markdown] of Object.entries(cases)) out[name] = await renderMarkdown(markdown);
    process.stdout.write(JSON.stringify(out));
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code, JSON.stringify(CASES)], {
    encoding: 'utf8',
    cwd: process.cwd(),
  });
  if (result.status !== 0) throw new Error(result.stderr);
  html = JSON.parse(result.stdout);
}, 60_000);

it('a blank line starts a new paragraph; a single line break does not', () => {
  expect(html.paragraphs.match(/<p>/g)).toHaveLength(2);
  expect(html.paragraphs).toContain('<p>First paragraph,\nstill the first.</p>');
  expect(html.paragraphs).toContain('<p>Second paragraph.</p>');
});

it('## makes a level-2 heading', () => {
  expect(html.h2.trim()).toBe('<h2>Why it matters</h2>');
});

it('### makes a level-3 heading', () => {
  expect(html.h3.trim()).toBe('<h3>A smaller heading</h3>');
});

it('> makes a quote', () => {
  expect(html.quote).toMatch(/^<blockquote>\s*<p>Hiring is a team sport\.<\/p>\s*<\/blockquote>/);
});

it('a block starting with a number and a period is a numbered list', () => {
  expect(html.numbered).toMatch(/^<ol>/);
  expect(html.numbered.match(/<li>/g)).toHaveLength(3);
  expect(html.numbered).toContain('<li>Agree the rate</li>');
});

it('**text** is bold', () => {
  expect(html.bold).toContain('<strong>90-day replacement guarantee</strong>');
});

it('raw HTML and scripts in a post never reach the page', () => {
  expect(html.script).not.toMatch(/<script|alert\("x"\)|onerror|javascript:/i);
  expect(html.script).toContain('<p>Before</p>');
  expect(html.script).toMatch(/After/);
  expect(html.iframe).not.toMatch(/<iframe|<div|onclick/i);
});
