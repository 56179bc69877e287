/** @jest-environment node */
/**
 * The editor's page (out/admin/index.html, scripts/build/admin.ts): the notice a browser without
 * JavaScript shows sets its own colours, the site's theme tokens, and they meet WCAG AA's 4.5:1
 * for text. Inherited, it took Decap's body colours (#798291 on #eff0f4: 3.4:1), which pa11y
 * reported on /admin. So does the text of Decap's sign-in screen, coloured by the page's style
 * (pa11y reads the screen itself: e2e/pa11y.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  adminPage,
  DECAP_BACKGROUND,
  NOSCRIPT_THEME,
  SIGN_IN_THEME,
  themeColor,
} from '@/scripts/build/admin';

/** WCAG 2.x relative luminance of an sRGB colour written #rgb or #rrggbb. */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

it('measures contrast as WCAG defines it', () => {
  expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
  expect(contrast('#777', '#fff')).toBeCloseTo(4.48, 2);
  // Decap's body colours, which the notice inherited.
  expect(contrast('#798291', '#eff0f4')).toBeLessThan(4.5);
});

it("gives the no-JavaScript notice the theme's colours, at AA contrast or better", () => {
  const style = /<noscript style="([^"]*)">/.exec(adminPage())?.[1] ?? '';
  const declared = (property: string) =>
    new RegExp(`(?:^|;)${property}:(#[0-9a-fA-F]{3,8})(?:;|$)`).exec(style)?.[1];
  const text = declared('color');
  const background = declared('background');
  const css = readFileSync(path.join(__dirname, '..', 'app/globals.css'), 'utf8');
  expect([text, background]).toEqual([
    themeColor(NOSCRIPT_THEME.text, css),
    themeColor(NOSCRIPT_THEME.background, css),
  ]);
  const ratio = contrast(text!, background!);
  console.log(`/admin's no-JavaScript notice: ${text} on ${background}, ${ratio.toFixed(2)}:1`);
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

it("colours the sign-in screen's text with the theme, at AA contrast on Decap's background", () => {
  const style = /<style>([^<]*)<\/style>/.exec(adminPage())?.[1] ?? '';
  const css = readFileSync(path.join(__dirname, '..', 'app/globals.css'), 'utf8');
  /** The colour a rule of the page's style gives its selector. */
  const colourOf = (selector: string) =>
    new RegExp(
      `(?:^|\\})${selector.replace(/[[\]>]/g, '\\$&')}\\{color:(#[0-9a-fA-F]{3,8})\\}`,
    ).exec(style)?.[1];
  const rules = {
    // What inherits the body's colour: a sign-in error, the configuration error's words.
    '#nc-root': SIGN_IN_THEME.inherited,
    // The sign-in screen's link back to the site, which sets its own colour.
    '#nc-root section>a[href]>p': SIGN_IN_THEME.goBack,
  };
  for (const [selector, token] of Object.entries(rules)) {
    const colour = colourOf(selector);
    expect([selector, colour]).toEqual([selector, themeColor(token, css)]);
    const ratio = contrast(colour!, DECAP_BACKGROUND);
    console.log(`/admin's ${selector}: ${colour} on ${DECAP_BACKGROUND}, ${ratio.toFixed(2)}:1`);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  }
});

it('names the token when the theme has no such colour', () => {
  expect(() => themeColor('no-such-token')).toThrow(
    'app/globals.css has no colour --color-no-such-token',
  );
});
