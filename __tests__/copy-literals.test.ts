/**
 * The copy-literals check (scripts/test/copy-literals.ts) on a content folder and test files this
 * test owns: it names the line of every literal that pins a sentence or a whole string of the
 * copy, and leaves alone a test that reads the copy, a test's name, an absence and a literal
 * marked as not the copy.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPins, literalsOf } from '@/scripts/test/copy-literals';

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

const LEAD = 'We place engineers within a week. They stay for years, and we stay with them.';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'copy-literals-'));
  write(
    'content/home.ts',
    `export const hero = {
  title: 'Engineers for what comes next',
  lead: ${JSON.stringify(LEAD)},
  action: { label: 'Hire Engineers Today', href: '/#contact' },
};
export const founded = (year: number) => \`Founded in \${year} on the shore of a sound\`;
`,
  );
  write('content/faq.yml', 'items:\n  - question: How quickly can you fill a role?\n');
  write(
    'content/legal/terms.md',
    '---\ntitle: Terms of the test\n---\nYou may use this site **as you like** while you are kind to it.\n',
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pinsOf(test: string) {
  write('e2e/pinning.spec.ts', test);
  return findPins(path.join(dir, 'content'), ['e2e/pinning.spec.ts'], dir);
}

describe('copy-literals', () => {
  it('names the line and the string of a sentence a test pins, from a module, a data file or markdown', () => {
    const pins = pinsOf(`import { expect, test } from '@playwright/test';
test('home', async ({ page }) => {
  await expect(page.locator('main')).toContainText('They stay for years, and we stay with them.');
  await expect(page.getByRole('heading')).toHaveText('Engineers for what comes next');
  await page.getByRole('link', { name: 'Hire Engineers Today' }).click();
  await expect(page.getByText('How quickly can you fill a role?')).toBeVisible();
  await expect(page.locator('p')).toHaveText(/may use this site as you like while you are kind/i);
  expect(await page.title()).toBe('Founded in 1995 on the shore of a sound');
});
`);
    expect(pins.map((pin) => [pin.file, pin.line, pin.prose.file, pin.copy])).toEqual([
      ['e2e/pinning.spec.ts', 3, 'home.ts', 'They stay for years, and we stay with them.'],
      ['e2e/pinning.spec.ts', 4, 'home.ts', 'Engineers for what comes next'],
      ['e2e/pinning.spec.ts', 5, 'home.ts', 'Hire Engineers Today'],
      ['e2e/pinning.spec.ts', 6, 'faq.yml', 'How quickly can you fill a role?'],
      [
        'e2e/pinning.spec.ts',
        7,
        'legal/terms.md',
        'You may use this site as you like while you are kind to it.',
      ],
      ['e2e/pinning.spec.ts', 8, 'home.ts', 'Founded in {…} on the shore of a sound'],
    ]);
  });

  it('leaves alone a test that reads the copy, names, absences, addresses and a marked literal', () => {
    expect(
      pinsOf(`import { expect, test } from '@playwright/test';
import { hero } from '../content/home';
test('Engineers for what comes next', async ({ page }) => {
  await page.goto('/#contact');
  await expect(page.locator('main')).toContainText(hero.lead);
  await expect(page.locator('main')).not.toContainText('They stay for years, and we stay with them.');
  // copy-literals: the provider's own label, which happens to read like ours
  await expect(page.getByRole('button', { name: 'Hire Engineers Today' })).toBeVisible();
});
`),
    ).toEqual([]);
  });

  it('reads strings, template parts, the plain words of a regular expression and JSX text', () => {
    const literals = literalsOf(
      "import x from 'module-name';\nconst a = 'One two three';\nconst b = `Four ${a} five six`;\nconst c = /seven eight\\.? nine/i;\nconst d = <p>Ten eleven</p>;\n",
      'x.test.tsx',
    );
    expect(literals.map((l) => [l.line, l.text, l.anyCase])).toEqual([
      [2, 'One two three', false],
      [3, 'Four', false],
      [3, 'five six', false],
      [4, 'seven eight', true],
      [5, 'Ten eleven', false],
    ]);
  });

  it('as a command, exits 1 naming file:line and the content string', () => {
    write(
      'e2e/pinning.spec.ts',
      "import { expect, test } from '@playwright/test';\ntest('x', async ({ page }) => {\n  await expect(page.getByText('Engineers for what comes next')).toBeVisible();\n});\n",
    );
    let out = '';
    let status = 0;
    try {
      execFileSync(
        path.resolve('node_modules/.bin/tsx'),
        [path.resolve('scripts/test/copy-literals.ts'), '--content', 'content', 'e2e'],
        { cwd: dir, encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      status = failed.status;
      out = failed.stdout;
    }
    expect(status).toBe(1);
    expect(out).toContain(
      'e2e/pinning.spec.ts:3: "Engineers for what comes next" pins content/home.ts:2 (title): "Engineers for what comes next"',
    );
  });
});
