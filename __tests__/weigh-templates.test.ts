/** @jest-environment node */
/**
 * The byte budgets hold a post's and an opening's page to its template, never to the editor's
 * length: the article (in the HTML and, escaped, in React's payload) is weighed apart and left out.
 */
import { articleHtml, budgetedWeight, gzipSize, templateOf } from '@/scripts/build/weigh';

/** A page as the export writes it: the article in the body, and again in the payload script. */
function page(article: string): string {
  const escaped = JSON.stringify(article)
    .slice(1, -1)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e');
  return `<!DOCTYPE html><html><body><header>Site</header><main><div class="mx-auto"><div class="prose-body article-body">${article}</div></div></main><script>self.__next_f.push([1,"2:T${article.length.toString(16)},${escaped}"])</script></body></html>`;
}

const words = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => `word${(i * 7919 + seed) % 100_003}`).join(' ');

it("knows which pages are made from an editor's file", () => {
  expect(templateOf('/blog/hiring-cloud-engineers')).toBe('/blog/[id]');
  expect(templateOf('/jobs/platform-engineer-seattle')).toBe('/jobs/[slug]');
  for (const route of ['/blog', '/blog/page/2', '/jobs', '/about', '/'])
    expect(templateOf(route)).toBeUndefined();
});

it("finds the article between its element's tags, GitHub-flavoured markup and all", () => {
  const article =
    '<p>One.</p><table><thead><tr><th class="align-right">A</th></tr></thead></table><section class="footnotes"><ol><li>N</li></ol></section>';
  expect(articleHtml(page(article))).toBe(article);
  expect(articleHtml('<main><p>No article here</p></main>')).toBe('');
});

it('a post ten times longer weighs the same to its budget, within a few hundred bytes', () => {
  const weigh = (html: string, route: string) => {
    const article = articleHtml(html);
    const script = JSON.stringify(article)
      .slice(1, -1)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026');
    return budgetedWeight({
      route,
      jsGz: gzipSize(script) + 40_000,
      cssGz: 0,
      htmlGz: gzipSize(html),
      articleGz: gzipSize(article),
      articleScriptGz: gzipSize(script),
    });
  };
  const short = weigh(page(`<p>${words(300, 1)}</p>`), '/blog/short');
  const long = weigh(page(`<p>${words(3000, 2)}</p><p>${words(3000, 3)}</p>`), '/blog/long');
  expect(Math.abs(long.htmlGz - short.htmlGz)).toBeLessThan(400);
  expect(long.jsGz).toBe(40_000);
  // Any other page is weighed whole.
  const about = { route: '/about', jsGz: 1, cssGz: 2, htmlGz: 3, articleGz: 9, articleScriptGz: 9 };
  expect(budgetedWeight(about)).toEqual({ jsGz: 1, cssGz: 2, htmlGz: 3 });
  // Except for a drawn main image put in its HTML, an editor's choice bounded by its own limit.
  expect(budgetedWeight({ ...about, route: '/blog', htmlGz: 3000, mainImageGz: 1200 })).toEqual({
    jsGz: 1,
    cssGz: 2,
    htmlGz: 1800,
  });
  // A page small enough to carry only its own rules is held to the whole stylesheet, so the
  // opening that makes /jobs too large for them (and gives it the whole stylesheet) fits its budget.
  expect(
    budgetedWeight({ ...about, route: '/jobs', htmlGz: 12_000, stylesheetSavedGz: 3_500 }),
  ).toEqual({
    jsGz: 1,
    cssGz: 2,
    htmlGz: 15_500,
  });
});
