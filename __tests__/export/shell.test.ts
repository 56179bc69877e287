/**
 * The site's shell as the export's HTML holds it: the first-visit notice is in every page, closed
 * until its script opens it. The notice opening, trapping focus and staying away once dismissed,
 * with the menus and the footer: e2e/shell.spec.ts.
 * @exports real fixture
 */
import { expectOf as expect, text } from '../helpers/export-dom';

describe('first-visit notice', () => {
  test('the page content is in the HTML, the notice beside it closed until a script opens it', () => {
    const html = text('/about');
    expect(html).toContain('<h1');
    // Closed in the markup: a returning visitor, or one without JavaScript, never sees it.
    expect(html).toMatch(/<dialog id="notice"(?![^>]* open)[^>]*>/);
    expect(html).toContain('Important Notice');
  });
});
