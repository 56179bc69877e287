/**
 * `npm run check:content` holds the pages' records (content/pages.ts) to the rules the export's
 * tests check (e2e/seo.spec.ts, e2e/company-pages.spec.ts, __tests__/seo.test.ts): an editor's
 * description, card title or page title the check accepts never turns those tests red, and one it
 * refuses is named with its line.
 */
import { checkPageRecords } from '@/lib/content/page-records';
import { CARD_TITLE_MAX, DESCRIPTION_LENGTH } from '@/lib/seo/limits';

const description = (n: number) =>
  'A page of the test fixture that says what it offers. '.repeat(4).slice(0, n);

/** A records file as an editor writes it, and the records it declares. */
function fixture(records: Record<string, { title: string; description: string; card: string }>) {
  const source = [
    'export const pages = {',
    ...Object.entries(records).flatMap(([route, r]) => [
      `  '${route}': {`,
      `    title: '${r.title}',`,
      '    description:',
      `      '${r.description}',`,
      `    card: { eyebrow: 'Company', title: '${r.card}' },`,
      '  },',
    ]),
    '};',
  ].join('\n');
  const parsed = Object.fromEntries(
    Object.entries(records).map(([route, r]) => [
      route,
      { title: r.title, description: r.description, card: { eyebrow: 'Company', title: r.card } },
    ]),
  );
  return checkPageRecords(parsed, source, 'content/pages.ts');
}

it('accepts records within every rule, at the limits too', () => {
  expect(
    fixture({
      '/a': { title: 'First', description: description(DESCRIPTION_LENGTH.min), card: 'First' },
      '/b': {
        title: 'Second',
        description: description(DESCRIPTION_LENGTH.max),
        card: 'c'.repeat(CARD_TITLE_MAX),
      },
    }),
  ).toEqual([]);
});

it('names a description too short or too long, on its line, with how to fix it', () => {
  const findings = fixture({
    '/a': { title: 'First', description: description(DESCRIPTION_LENGTH.min - 1), card: 'A' },
    '/b': { title: 'Second', description: description(DESCRIPTION_LENGTH.max + 1), card: 'B' },
  });
  expect(findings).toEqual([
    expect.objectContaining({
      file: 'content/pages.ts',
      line: 5,
      severity: 'error',
      message: `/a description: ${DESCRIPTION_LENGTH.min - 1} characters`,
      fix: expect.stringContaining(`${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}`),
    }),
    expect.objectContaining({
      line: 11,
      message: `/b description: ${DESCRIPTION_LENGTH.max + 1} characters`,
    }),
  ]);
});

it('counts characters as a reader does: an accented letter or a dash is one', () => {
  const accented = `${'é'.repeat(DESCRIPTION_LENGTH.max - 1)}—`;
  expect(fixture({ '/a': { title: 'A', description: accented, card: 'A' } })).toEqual([]);
});

it('names a card title too long for the share image, and a title two pages share', () => {
  const findings = fixture({
    '/a': { title: 'Careers', description: description(80), card: 'c'.repeat(CARD_TITLE_MAX + 1) },
    '/b': { title: 'Careers', description: description(80), card: 'B' },
  });
  expect(findings.map((f) => [f.line, f.message])).toEqual([
    [6, `/a card title "${'c'.repeat(CARD_TITLE_MAX + 1)}": ${CARD_TITLE_MAX + 1} characters`],
    [9, '/b title "Careers" is also the title of /a'],
  ]);
});
