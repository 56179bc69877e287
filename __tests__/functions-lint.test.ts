/** @jest-environment node */
/**
 * The functions' imports run one way, and lint says so (eslint.config.mjs): ESLint's API, with the
 * project's own configuration (scripts/test/lint-fixture.mjs), on a throwaway copy of the layer
 * folders. An import circle (type-only imports count too: local/no-import-circle,
 * scripts/lint/import-circles.mjs) and an
 * import against the layers (core importing the form pipeline, the outbox importing a feature, a
 * function importing the site's copy) are each reported; the same files importing the right way
 * are clean, and so are the functions of the repository as they are.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..');
let dir: string;

/** Writes `files` (path → source) under the throwaway project. */
function project(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

/**
 * ESLint's API with the project's configuration (scripts/test/lint-fixture.mjs --serve), one child
 * process for the file: each project is sent as a line and its findings come back as one.
 */
let linter: ChildProcessWithoutNullStreams;
let answers: AsyncIterator<string>;
beforeAll(() => {
  linter = spawn(process.execPath, [path.join(root, 'scripts/test/lint-fixture.mjs'), '--serve'], {
    cwd: root,
  });
  answers = createInterface({ input: linter.stdout })[Symbol.asyncIterator]();
});
afterAll(() => linter.kill());

/** What ESLint reports on `names` of the project in `folder`, linted from that folder (only `rules` when given). */
async function lintIn(
  folder: string,
  names: string[],
  rules?: string[],
): Promise<{ file: string; rule: string | null }[]> {
  linter.stdin.write(`${JSON.stringify({ dir: folder, files: names, rules })}\n`);
  const { value, done } = await answers.next();
  if (done) throw new Error('scripts/test/lint-fixture.mjs stopped before answering');
  const found = JSON.parse(value);
  if ('error' in found) throw new Error(found.error);
  return found;
}

/** What ESLint reports on `names` of the throwaway project. */
const lint = (names: string[]) => lintIn(dir, names);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cts-lint-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const S = 'supabase/functions/_shared';

it('reports an import circle between two files of the functions', async () => {
  project({
    [`${S}/outbox/a.ts`]: "import { b } from './b.ts';\nexport const a = () => b() + 1;\n",
    [`${S}/outbox/b.ts`]: "import { a } from './a.ts';\nexport const b = () => a() - 1;\n",
  });
  const found = await lint([`${S}/outbox/a.ts`, `${S}/outbox/b.ts`]);
  expect(found).toEqual(
    expect.arrayContaining([
      { file: `${S}/outbox/a.ts`, rule: 'local/no-import-circle' },
      { file: `${S}/outbox/b.ts`, rule: 'local/no-import-circle' },
    ]),
  );
});

it('reports a circle of type-only imports, and one that closes with a type import', async () => {
  project({
    // Two files of types, each naming the other's.
    [`${S}/core/left.ts`]:
      "import type { Right } from './right.ts';\nexport type Left = { right?: Right };\n",
    [`${S}/core/right.ts`]:
      "import { type Left } from './left.ts';\nexport type Right = { left?: Left };\n",
    // Values one way, a type back: the shape the functions had (a rule, its types, a re-export).
    [`${S}/store/insert.ts`]:
      "import { key } from './tasks.ts';\nexport type Basics = { at: Date };\nexport const insert = () => key();\n",
    [`${S}/store/tasks.ts`]:
      "import type { Topic } from './talent.ts';\nexport const key = (t?: Topic) => String(t);\n",
    [`${S}/store/talent.ts`]:
      "import type { Basics } from './insert.ts';\nexport type Topic = 'a' | 'b';\nexport const talent = (b: Basics) => b.at;\n",
  });
  const files = [
    'core/left.ts',
    'core/right.ts',
    'store/insert.ts',
    'store/tasks.ts',
    'store/talent.ts',
  ];
  const found = await lint(files.map((f) => `${S}/${f}`));
  expect(found).toEqual(files.map((f) => ({ file: `${S}/${f}`, rule: 'local/no-import-circle' })));
});

it('finds nothing in the functions as they are in the repository', async () => {
  // The rules of the functions' layers; every other rule on these files is `npm run lint`'s.
  const layers = ['local/no-import-circle', 'import/no-restricted-paths'];
  expect(await lintIn(root, ['supabase/functions'], layers)).toEqual([]);
});

it('reports an import against the layers, and the site imported by a function', async () => {
  project({
    [`${S}/intake/pipeline.ts`]: 'export const step = 1;\n',
    [`${S}/features/feature.ts`]: 'export const feature = 2;\n',
    [`${S}/core/rule.ts`]:
      "import { step } from '../intake/pipeline.ts';\nexport const rule = step;\n",
    [`${S}/outbox/drain.ts`]:
      "import { feature } from '../features/feature.ts';\nexport const drain = feature;\n",
    [`${S}/features/other.ts`]:
      "import { step } from '../intake/pipeline.ts';\nexport const other = step;\n",
    'content/copy.ts': "export const copy = 'words';\n",
    [`${S}/core/words.ts`]:
      "import { copy } from '../../../../content/copy.ts';\nexport const words = copy;\n",
  });
  const found = await lint([
    `${S}/core/rule.ts`,
    `${S}/outbox/drain.ts`,
    `${S}/features/other.ts`,
    `${S}/core/words.ts`,
  ]);
  expect(found).toEqual(
    expect.arrayContaining(
      [
        `${S}/core/rule.ts`,
        `${S}/outbox/drain.ts`,
        `${S}/features/other.ts`,
        `${S}/core/words.ts`,
      ].map((file) => ({ file, rule: 'import/no-restricted-paths' })),
    ),
  );
});

it('finds nothing when the same files import the right way', async () => {
  project({
    [`${S}/core/rule.ts`]: 'export const rule = 1;\n',
    [`${S}/store/store.ts`]:
      "import { rule } from '../core/rule.ts';\nexport const store = rule;\n",
    [`${S}/outbox/drain.ts`]:
      "import { store } from '../store/store.ts';\nexport const drain = store;\n",
    [`${S}/features/feature.ts`]:
      "import { drain } from '../outbox/drain.ts';\nexport const feature = drain;\n",
    [`${S}/http/serve.ts`]:
      "import { feature } from '../features/feature.ts';\nexport const serve = feature;\n",
  });
  const found = await lint([
    `${S}/core`,
    `${S}/store`,
    `${S}/outbox`,
    `${S}/features`,
    `${S}/http`,
  ]);
  expect(found).toEqual([]);
});
