/**
 * A page small enough for a new connection's first round trip when its `<style>` carries only the
 * rules its HTML can use gets only those (scripts/build/page-css.ts; `data-page-rules`), and the
 * whole stylesheet applies once the loader starts the scripts. Nothing a visitor
 * sees may change then: on every such page, at a phone's width and a desktop's, every element (and
 * its ::before and ::after) has the same computed style under the page's rules alone as under the
 * page's rules and the whole stylesheet, as served and with every <details> and the first-visit
 * notice open. JavaScript is off, so nothing but the test applies the stylesheet. A browser: the
 * computed styles are the point. Which pages carry only their own rules, read from their files:
 * __tests__/export/page-css.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listPages } from '../scripts/build/export-pages';
import { expect, test } from './fixtures';

const outDir = path.resolve(__dirname, '..', 'out');

test.use({ javaScriptEnabled: false });

type Snapshot = { styles: string[]; names: string[] };
declare global {
  interface Window {
    pageCssBefore?: Snapshot;
  }
}

/** In the page: every element's and pseudo-element's computed style, one string each. */
function snapshot(): Snapshot {
  const styles: string[] = [];
  const names: string[] = [];
  // The page as shown: <html>, <body> and what is in it (the test adds to <head>).
  for (const element of [
    document.documentElement,
    document.body,
    ...document.body.querySelectorAll('*'),
  ]) {
    for (const pseudo of ['', '::before', '::after']) {
      const style = getComputedStyle(element, pseudo || null);
      let text = '';
      // A ::before or ::after with no content generates no box: nothing else of it shows.
      if (pseudo && style.content === 'none') {
        styles.push('content:none');
        names.push(pseudo);
        continue;
      }
      // Custom properties are left out: one shows only through a property that reads it, compared
      // here, and the page's rules leave out those nothing on the page reads.
      for (let i = 0; i < style.length; i++)
        if (!style[i]!.startsWith('--'))
          text += `${style[i]}:${style.getPropertyValue(style[i]!)};`;
      styles.push(text);
      names.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${pseudo}`);
    }
  }
  return { styles, names };
}

const pages = listPages(outDir).map((page) => ({
  ...page,
  html: readFileSync(path.join(outDir, page.file), 'utf8'),
}));
// A page whose file is another's, byte for byte (Next writes the 404 page as 404.html and
// _not-found.html), is checked once.
const cut = pages.filter(
  (page, i) =>
    page.html.includes('data-page-rules') &&
    pages.findIndex((other) => other.html === page.html) === i,
);

for (const { route } of cut) {
  for (const width of [390, 1280]) {
    test(`${route} at ${width} px: the page's own rules style it as the whole stylesheet does`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const openAll of [false, true]) {
        await page.goto(route);
        const href = await page.locator('link[rel=stylesheet][disabled]').getAttribute('href');
        expect(href, "the whole stylesheet's link, disabled, for React to find").toBeTruthy();
        await page.evaluate(
          ([open, take, whole]) => {
            // Computed styles mid-transition would differ between the two snapshots.
            const still = document.createElement('style');
            still.textContent =
              '*,::before,::after{transition:none!important;animation:none!important}';
            document.head.append(still);
            if (open) {
              for (const details of document.querySelectorAll('details')) details.open = true;
              for (const dialog of document.querySelectorAll('dialog')) dialog.showModal();
            }
            window.pageCssBefore = new Function(`return (${take})()`)() as Snapshot;
            // What the loader does: the whole stylesheet behind the page's rules.
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = whole;
            document.head.append(link);
          },
          [openAll, snapshot.toString(), href!] as const,
        );
        await expect
          .poll(() =>
            page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length),
          )
          .toBe(1);
        const differences = await page.evaluate((take) => {
          const before = window.pageCssBefore!;
          const after = new Function(`return (${take})()`)() as Snapshot;
          const found: string[] = [];
          after.styles.forEach((text, i) => {
            if (text === before.styles[i] || found.length >= 10) return;
            const was = new Map(
              before.styles[i]!.split(';').map((pair) => [pair.split(':')[0], pair]),
            );
            const changed = text.split(';').filter((pair) => was.get(pair.split(':')[0]) !== pair);
            found.push(`${after.names[i]}: ${changed.slice(0, 3).join('; ')}`);
          });
          return { count: after.styles.length, found };
        }, snapshot.toString());
        expect(differences.count).toBeGreaterThan(150);
        expect(
          differences.found,
          openAll ? 'with <details> and the notice open' : 'as served',
        ).toEqual([]);
      }
    });
  }
}
