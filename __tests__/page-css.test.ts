/**
 * The rules a page's `<style>` keeps (scripts/build/page-css.ts): every rule an element of the
 * page can match in any state a visitor or the page's inline scripts can put it in, and nothing
 * for elements the page does not have.
 */
import { pageRules } from '@/scripts/build/page-css';

const html = `<!DOCTYPE html><html lang="en-US"><head></head><body>
<dialog id="notice"><p>Notice</p></dialog>
<header><nav><a class="nav-link" href="/about" aria-current="page">About</a>
<div class="group" data-nojs-menu><button class="menu">Services</button><ul data-nojs-panel class="panel"><li>Staffing</li></ul></div></nav></header>
<main><h1 class="md:text-4xl">Technology Recruiters</h1>
<details class="group faq"><summary>Question</summary><p class="answer">Answer</p></details>
<input class="field" placeholder="Name"/></main></body></html>`;

const kept = (css: string) => pageRules(css, html);

describe('pageRules', () => {
  it('keeps the rules of the elements the page has and drops the others', () => {
    expect(kept('h1{margin:0}.toast{position:fixed}.nav-link{color:blue}')).toBe(
      'h1{margin:0}.nav-link{color:blue}',
    );
  });

  it('keeps hover, focus and generated-content rules of those elements, whatever the state', () => {
    const css =
      '.nav-link:hover{color:red}.field:focus-visible{outline:2px solid}.field::placeholder{color:gray}.menu::after{content:""}.toast:hover{color:red}';
    expect(kept(css)).toBe(
      '.nav-link:hover{color:red}.field:focus-visible{outline:2px solid}.field::placeholder{color:gray}.menu::after{content:""}',
    );
  });

  it('keeps the open state of a <details> a visitor opens and of the notice its script opens', () => {
    const css =
      ':is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-180){rotate:180deg}dialog[open]{display:block}details[open]>.answer{padding:1rem}.drawer[open]{left:0}';
    expect(kept(css)).toBe(
      ':is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-180){rotate:180deg}dialog[open]{display:block}details[open]>.answer{padding:1rem}',
    );
  });

  it("matches functional pseudo-classes as written: before hydration's menus, not after it", () => {
    const css =
      'html:not([data-hydrated]) [data-nojs-menu]:hover [data-nojs-panel]{display:block}html[data-hydrated] .panel{display:none}.nav-link[aria-current=page]{font-weight:600}';
    expect(kept(css)).toBe(
      'html:not([data-hydrated]) [data-nojs-menu]:hover [data-nojs-panel]{display:block}.nav-link[aria-current=page]{font-weight:600}',
    );
  });

  it('reads escaped class names as names, not as pseudo-classes', () => {
    expect(kept('.md\\:text-4xl{font-size:2.25rem}.md\\:hidden{display:none}')).toBe(
      '.md\\:text-4xl{font-size:2.25rem}',
    );
  });

  it('keeps what matches inside @media, @supports and @layer, whatever the screen, and drops emptied blocks', () => {
    const css =
      '@layer theme,base,utilities;@layer utilities{@media (width>=48rem){.md\\:text-4xl{font-size:2.25rem}.md\\:grid{display:grid}}@media print{.toast{display:none}}}@supports (display:grid){.faq{display:grid}}';
    expect(kept(css)).toBe(
      '@layer theme,base,utilities;@layer utilities{@media (width>=48rem){.md\\:text-4xl{font-size:2.25rem}}}@supports (display:grid){.faq{display:grid}}',
    );
  });

  it('keeps an emptied layer as a statement, so the stylesheet applied later finds the layers in the same order', () => {
    const css =
      '@layer properties{@supports (-webkit-hyphens:none){*{--tw-shadow:0 0 #0000}}}@layer components{.toast{padding:1rem}}@layer utilities{h1{color:red}.toast{padding:0}}';
    expect(kept(css)).toBe('@layer properties;@layer components;@layer utilities{h1{color:red}}');
  });

  it('keeps rules without selectors of their own, the document-wide ones, and any it cannot read', () => {
    const css =
      '@property --tw-rotate{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}:root,:host{--color-accent:#0b1f3a}*,:before,:after,::backdrop{box-sizing:border-box}.answer:unknown-thing(1){color:var(--color-accent)}';
    expect(kept(css)).toBe(css);
  });

  it('drops the custom properties nothing left reads, following the ones that are read', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false}:root,:host{--color-navy:#0b1f3a;--color-red:#bf000f;--text-xs:.75rem;--text-xs--line-height:1.3;--font-sans:system-ui;--default-font:var(--font-sans);--bar:1}' +
      'html{font-family:var(--default-font)}h1{color:var(--color-navy)}.toast{font-size:var(--text-xs);line-height:var(--text-xs--line-height)}.old{--unused:2}';
    const page = html.replace('<h1 ', '<h1 style="width:calc(var(--bar) * 1px)" ');
    expect(pageRules(css, page)).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false}:root,:host{--color-navy:#0b1f3a;--font-sans:system-ui;--default-font:var(--font-sans);--bar:1}' +
        'html{font-family:var(--default-font)}h1{color:var(--color-navy)}',
    );
  });

  it('keeps the whole rule when one of its selectors matches', () => {
    expect(kept('.toast,.answer{color:red}')).toBe('.toast,.answer{color:red}');
  });
});
