/**
 * Which pages of the export carry only their own CSS rules (scripts/build/page-css.ts;
 * `data-page-rules`), read from their files: those that then fit a new connection's first round
 * trip, and no other. That those rules style each such page as the whole stylesheet does, in a
 * browser at two widths: e2e/page-css.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listPages } from '../../scripts/build/export-pages';
import { fitsFirstRoundTrip } from '../../scripts/build/page-css';
import { expectOf as expect, OUT_DIR } from '../helpers/export-dom';

const pages = listPages(OUT_DIR).map((page) => ({
  ...page,
  html: readFileSync(path.join(OUT_DIR, page.file), 'utf8'),
}));
const cut = pages.filter((page) => page.html.includes('data-page-rules'));

test('only pages that then fit the first round trip carry only their own rules; the others, the whole stylesheet', () => {
  // The 404 page, the smallest of the site, always does.
  expect(cut.map((page) => page.route)).toContain('/404');
  for (const page of pages) {
    if (cut.includes(page)) expect(fitsFirstRoundTrip(page.html), page.route).toBe(true);
    else expect(page.html, page.route).not.toContain(' data-styles=');
  }
});
