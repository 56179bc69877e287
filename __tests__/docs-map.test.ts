/** @jest-environment node */
/**
 * The README and the settings stay a true map of the code:
 * - .env.example names exactly the settings the code reads (the site, the functions, the local
 *   server, the build and ops scripts), each with its comment: what, default, and a file that
 *   reads it;
 * - README.md names every function under supabase/functions and every table that keeps what a
 *   visitor sends;
 * - no README.md line is over 100 characters, no table line of a manual in docs/ over 120.
 * Each check is a function run on the project's files and, first, on a fixture it must refuse.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// ---------------------------------------------------------------------------------------------
// The settings the code reads
// ---------------------------------------------------------------------------------------------

/**
 * Where settings are read for the site, the functions and the scripts people run. Tests,
 * benchmarks and the test runner (scripts/test, scripts/bench, e2e, __tests__,
 * supabase/functions/_test, playwright.config.ts) are left out, as .env.example says.
 */
const SCOPE_DIRS = [
  'app',
  'components',
  'lib',
  'content',
  'supabase/functions/_shared',
  'scripts/build',
  'scripts/local',
  'scripts/ops',
];
const SCOPE_FILES = ['next.config.mjs'];
/** Set by the platform (Next, GitHub Actions, CI services), never by the project. */
const PLATFORM = new Set(['CI', 'NODE_ENV', 'GITHUB_ACTIONS']);
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
const TEST_FILE = /\.test\.(ts|tsx|mjs|js)$/;

type Source = { file: string; text: string };

function walk(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((entry) => {
    const rel = `${dir}/${entry}`;
    return statSync(path.join(root, rel)).isDirectory() ? walk(rel) : [rel];
  });
}

/** The files in scope: the folders above, each function's entry point, next.config.mjs. */
function scopeSources(): Source[] {
  const entryPoints = functionNames().map((name) => `supabase/functions/${name}/index.ts`);
  return [...SCOPE_DIRS.flatMap(walk), ...entryPoints, ...SCOPE_FILES]
    .filter((file) => CODE.test(file) && !TEST_FILE.test(file))
    .map((file) => ({ file, text: read(file) }));
}

/** The ways the code reads a setting (env-scan's patterns). */
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]+)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  /Deno\.env\.get\(['"]([A-Z][A-Z0-9_]+)['"]\)/g,
  /\benv\.([A-Z][A-Z0-9_]{2,})\b/g,
  /\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
];

/** Every setting read, with the files that read it. */
function settingsRead(sources: Source[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { file, text } of sources)
    for (const pattern of READS)
      for (const [, name] of text.matchAll(pattern)) {
        if (PLATFORM.has(name)) continue;
        if (!found.has(name)) found.set(name, new Set());
        found.get(name)!.add(file);
      }
  return found;
}

/**
 * What is wrong with an .env.example against the settings read: a setting without its line, a
 * line for a setting nobody reads, a line twice, a value (never a secret, never a default that
 * can drift: the comment says it), a line without the comment directly above it, a comment that
 * names no default or no file that reads the setting.
 */
function envExampleProblems(example: string, reads: Map<string, Set<string>>): string[] {
  const lines = example.split('\n');
  const problems: string[] = [];
  const listed = new Set<string>();
  lines.forEach((line, i) => {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!m) {
      if (line.trim() !== '' && !line.startsWith('#'))
        problems.push(`line ${i + 1}: neither a comment nor NAME=: ${line}`);
      return;
    }
    const [, name, value] = m;
    if (listed.has(name)) problems.push(`${name}: listed twice`);
    listed.add(name);
    if (value !== '')
      problems.push(`${name}: has a value; leave it empty (the comment says the default)`);
    const comment: string[] = [];
    for (let j = i - 1; j >= 0 && lines[j].startsWith('#'); j--) comment.unshift(lines[j]);
    const readers = reads.get(name);
    if (!readers) {
      problems.push(`${name}: listed, but nothing in scope reads it`);
      return;
    }
    if (comment.length === 0) {
      problems.push(`${name}: no comment line above it`);
      return;
    }
    const text = comment.join(' ');
    if (!/default/i.test(text)) problems.push(`${name}: its comment names no default`);
    const named = [...readers].some(
      (file) => text.includes(file) || text.includes(file.replace('supabase/functions/', '')),
    );
    if (!named)
      problems.push(`${name}: its comment names none of the files that read it: ${[...readers]}`);
  });
  for (const [name, files] of reads)
    if (!listed.has(name))
      problems.push(`${name}: read in ${[...files].join(', ')}, but missing from .env.example`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// What README.md must name
// ---------------------------------------------------------------------------------------------

/** The deployed functions: the folders of supabase/functions with an entry point. */
function functionNames(): string[] {
  return readdirSync(path.join(root, 'supabase/functions'))
    .filter((name) => existsSync(path.join(root, 'supabase/functions', name, 'index.ts')))
    .sort();
}

/** Every table a migration creates. */
function tablesCreated(sql: string): string[] {
  return [...sql.matchAll(/create table (?:if not exists )?(?:public\.)?([a-z_][a-z0-9_]*)/gi)].map(
    ([, name]) => name.toLowerCase(),
  );
}

function migrationTables(): string[] {
  const dir = 'supabase/migrations';
  return [
    ...new Set(
      readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith('.sql'))
        .flatMap((f) => tablesCreated(read(`${dir}/${f}`))),
    ),
  ].sort();
}

/**
 * Each table of the migrations, decided once: does it keep what a visitor sends (a form's fields,
 * a subscriber's address, what a visitor's browser reports)? Those must be on the README's map. A
 * new table is in neither list, and the test asks for the decision.
 */
const VISITOR_DATA: Record<string, string> = {
  contact_submissions: 'the contact form: a name, an address and a message',
  tech_refugee_registrations: 'the Tech Refugee registration, its resume included',
  job_applications: 'an application to a role, its resume included',
  talent_requests: "a hiring manager's request for talent",
  talent_network_joins: 'a join of the talent network, its resume included',
  alert_subscribers: "a job seeker's address and the roles they want to hear of",
  vitals_beacons: "the timings a visitor's browser sends from every page",
  csp_reports: "the policy violations a visitor's browser reports",
};
const NOT_VISITOR_DATA: Record<string, string> = {
  outbox_tasks:
    'work a stored row sets off (a Zoho hand-off, a confirmation): the row holds the data',
  alert_emails: 'the alerts composed for subscribers: built from alert_subscribers and the roles',
  alert_sent: 'which role went to which subscriber: the run keeps it, nobody sends it',
  alert_roles: 'when the alert run first saw each open role: public facts of the roles',
  alert_requests: "a keyed hash of a subscribing client's address, for its limits",
  collector_hourly: 'how many beacons and reports were taken each hour',
  function_alerts: 'the notices the functions sent the operator (a ceiling reached)',
  function_refusals: 'how many requests an address had refused in a window: the defences count',
  typed_address_emails:
    "a hash of a typed address and the sender's network, two days, for the ceilings on its emails",
  zoho_handoff_days: "which task's hand-off to Zoho Recruit counted on which day",
};

/** The names a README lacks, in order. */
function missingFrom(readme: string, names: string[]): string[] {
  return names.filter((name) => !new RegExp(`\`${name}\``).test(readme));
}

// ---------------------------------------------------------------------------------------------
// Widths
// ---------------------------------------------------------------------------------------------

/** Lines longer than `max` (only a table's rows when `tablesOnly`, outside code fences). */
function longLines(text: string, max: number, tablesOnly = false): string[] {
  let fenced = false;
  return text.split('\n').flatMap((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (tablesOnly && (fenced || !/^\s*\|/.test(line))) return [];
    return line.length > max ? [`line ${i + 1}: ${line.length} characters`] : [];
  });
}

// ---------------------------------------------------------------------------------------------

describe('.env.example names every setting the code reads, each with its comment', () => {
  it('refuses a missing setting, a stale one, one without a comment or a file, a value', () => {
    const reads = settingsRead([
      {
        file: 'lib/a.ts',
        text: "process.env.NEW_SETTING; process.env['BRACKETED']; process.env.NODE_ENV",
      },
      {
        file: 'supabase/functions/_shared/b.ts',
        text: "Deno.env.get('DENO_READ'); env.FROM_ENV; env['FROM_INDEX']",
      },
    ]);
    expect([...reads.keys()].sort()).toEqual([
      'BRACKETED',
      'DENO_READ',
      'FROM_ENV',
      'FROM_INDEX',
      'NEW_SETTING',
    ]);
    const fixture = [
      '# The bracketed one. Default 1. Read in lib/a.ts.',
      'BRACKETED=',
      'DENO_READ=',
      '# No file named. Default 2.',
      'FROM_ENV=',
      '# Read in _shared/b.ts; nothing said of its fallback.',
      'FROM_INDEX=',
      '# Gone. Default 3. Read in lib/a.ts.',
      'STALE_ONE=',
      '# A value. Default 4. Read in lib/a.ts.',
      'BRACKETED=secret',
    ].join('\n');
    expect(envExampleProblems(fixture, reads)).toEqual([
      'DENO_READ: no comment line above it',
      'FROM_ENV: its comment names none of the files that read it: supabase/functions/_shared/b.ts',
      'FROM_INDEX: its comment names no default',
      'STALE_ONE: listed, but nothing in scope reads it',
      'BRACKETED: listed twice',
      'BRACKETED: has a value; leave it empty (the comment says the default)',
      'NEW_SETTING: read in lib/a.ts, but missing from .env.example',
    ]);
  });

  it('holds for the project', () => {
    const reads = settingsRead(scopeSources());
    // The scan reaches every part in scope (a folder renamed would empty it silently).
    const files = new Set([...reads.values()].flatMap((s) => [...s]));
    for (const part of ['content/', 'lib/', 'supabase/functions/_shared/', 'scripts/build/'])
      expect([...files].some((f) => f.startsWith(part))).toBe(true);
    expect(envExampleProblems(read('.env.example'), reads)).toEqual([]);
  });
});

describe('README.md names every function and every table that keeps what a visitor sends', () => {
  it('refuses a README that leaves one out', () => {
    const readme = 'Contact → `send-contact-email` → `contact_submissions`, and request-talent';
    expect(missingFrom(readme, ['send-contact-email', 'request-talent'])).toEqual([
      'request-talent',
    ]);
    expect(
      tablesCreated('create table if not exists public.new_things (\ncreate table other ('),
    ).toEqual(['new_things', 'other']);
  });

  it('holds for the project', () => {
    const names = functionNames();
    expect(names).toContain('send-contact-email');
    const readme = read('README.md');
    expect(missingFrom(readme, names)).toEqual([]);

    const tables = migrationTables();
    expect(tables).toContain('contact_submissions');
    const undecided = tables.filter((t) => !(t in VISITOR_DATA) && !(t in NOT_VISITOR_DATA));
    expect(undecided).toEqual([]); // a new table: decide above whether it keeps visitors' data
    const gone = [...Object.keys(VISITOR_DATA), ...Object.keys(NOT_VISITOR_DATA)].filter(
      (t) => !tables.includes(t),
    );
    expect(gone).toEqual([]);
    expect(missingFrom(readme, Object.keys(VISITOR_DATA))).toEqual([]);
  });
});

describe('widths', () => {
  it('refuses a long line, and a long table row only where tables are counted', () => {
    const wide = `| a | ${'x'.repeat(130)} |`;
    const fixture = ['short', wide, '```', wide, '```', 'y'.repeat(101)].join('\n');
    expect(longLines(fixture, 100)).toEqual([
      'line 2: 138 characters',
      'line 4: 138 characters',
      'line 6: 101 characters',
    ]);
    expect(longLines(fixture, 120, true)).toEqual(['line 2: 138 characters']);
  });

  it('README.md has no line over 100 characters', () => {
    expect(longLines(read('README.md'), 100)).toEqual([]);
  });

  it.each(readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')))(
    'docs/%s has no table line over 120 characters',
    (file) => {
      expect(longLines(read(`docs/${file}`), 120, true)).toEqual([]);
    },
  );
});
