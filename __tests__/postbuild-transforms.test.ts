/**
 * The post-build rewrites that let a page paint from its HTML alone: the stylesheet inlined
 * (with a disabled link left for React to find) and Next's chunk scripts started after the first
 * paint by one loader. Both run on every exported page, so they must be exact and idempotent.
 */
import { mkdtempSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  LOADER,
  deferLoadTimeFetches,
  deferScripts,
  moveFlightData,
} from '@/scripts/build/defer-scripts';
import { inlineMainImage, inlinedMainImage } from '@/scripts/build/inline-main-image';
import { inlineStylesheets } from '@/scripts/build/inline-css';
import { inlineScriptHashes, scriptHash } from '@/scripts/build/csp';
import { flightData, scriptChunks, stylesheets } from '@/scripts/build/export-pages';
import { COMPILE_HINT, hintChunks, withCompileHint } from '@/scripts/build/compile-hints';

const CSS_HREF = '/_next/static/chunks/site.css';

let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
  mkdirSync(path.join(outDir, '_next/static/chunks'), { recursive: true });
  writeFileSync(
    path.join(outDir, CSS_HREF),
    'h1{color:#0b1f3a}.x::after{content:"</style><script>alert(1)</script>"}\n/*# sourceMappingURL=site.css.map*/',
  );
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next"/>`,
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>',
  '</head><body><main id="main"><h1>Technology Recruiters</h1><p class="x">Staffing</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('inlineStylesheets', () => {
  it('puts the rules in a <style> and leaves a disabled link that loads nothing', () => {
    const html = inlineStylesheets(page, outDir);
    expect(html).toContain(
      `<style data-inlined-from="${CSS_HREF}" data-page-rules>h1{color:#0b1f3a}`,
    );
    expect(html).toContain(
      `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next" disabled/>`,
    );
    expect(stylesheets(html)).toEqual([]);
    expect(html).not.toContain('sourceMappingURL');
  });

  it('cannot be closed early by the stylesheet text', () => {
    const doc = new DOMParser().parseFromString(inlineStylesheets(page, outDir), 'text/html');
    const style = doc.querySelector('style[data-inlined-from]')!;
    // The rule is kept, its `</style` escaped (postcss writes it `\\3c /style`).
    expect(style.textContent).toMatch(
      /\.x::after\{content:"\\3c \/style><script>alert\(1\)<\/script>"\}/,
    );
    expect([...doc.scripts].map((script) => script.textContent)).not.toContainEqual(
      expect.stringContaining('alert'),
    );
  });

  it('is idempotent, so a second post-build run changes nothing', () => {
    const once = inlineStylesheets(page, outDir);
    expect(inlineStylesheets(once, outDir)).toBe(once);
  });

  it('names the missing file when a linked stylesheet is not in out/', () => {
    const broken = page.replace(CSS_HREF, '/_next/static/chunks/gone.css');
    expect(() => inlineStylesheets(broken, outDir)).toThrow('/_next/static/chunks/gone.css');
  });
});

describe('deferScripts', () => {
  const html = deferScripts(page);

  it('moves every async chunk into one loader at the end of <body>, in order', () => {
    expect(html).not.toContain('<script src="/_next/static/chunks/webpack.js"');
    expect(html).not.toContain('<script src="/_next/static/chunks/main.js"');
    const loader = /<script data-scripts="([^"]*)">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(loader).not.toBeNull();
    expect(JSON.parse(loader![1]!.replace(/&quot;/g, '"'))).toEqual([
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/main.js',
    ]);
    expect(loader![2]).toBe(LOADER);
  });

  it('drops the preload of a moved chunk and keeps the others and noModule scripts', () => {
    expect(html).not.toContain('href="/_next/static/chunks/webpack.js"');
    expect(html).toContain('href="/_next/static/chunks/other.js"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('still lets the byte budget and the policy see every chunk and inline script', () => {
    expect(scriptChunks(html)).toEqual(
      expect.arrayContaining(['/_next/static/chunks/webpack.js', '/_next/static/chunks/main.js']),
    );
    expect(inlineScriptHashes(html)).toContain(scriptHash(LOADER));
  });

  it('is idempotent', () => {
    expect(deferScripts(html)).toBe(html);
  });

  it("names for the loader each stylesheet inline-css cut to the page's rules", () => {
    const loader = /<script data-styles="([^"]*)" data-scripts=/.exec(
      deferScripts(inlineStylesheets(page, outDir)),
    );
    expect(JSON.parse(loader![1]!.replace(/&quot;/g, '"'))).toEqual([CSS_HREF]);
    const whole = deferScripts(
      inlineStylesheets(page, outDir, new Map(), { pageRulesOnly: false }),
    );
    expect(whole).not.toContain('data-styles=');
  });

  type FakeScript = { src?: string; async?: boolean };
  function runLoader(visibilityState: string) {
    const added: FakeScript[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const document = {
      visibilityState,
      currentScript: {
        getAttribute: (name: string) =>
          name === 'data-scripts' ? JSON.stringify(['/a.js', '/b.js']) : null,
      },
      createElement: () => ({}) as FakeScript,
      head: { appendChild: (element: FakeScript) => added.push(element) },
      querySelectorAll: () => [],
    };
    runInNewContext(LOADER, {
      document,
      window: { requestAnimationFrame: (callback: () => void) => frames.push(callback) },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    return { added, frames, timers };
  }

  it('starts the scripts after the frame that paints the page', () => {
    const { added, frames, timers } = runLoader('visible');
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
  });

  /** The loader in a browser that reports paints: the observer's callback is handed the entries. */
  function runObservedLoader(images: Array<{ shown: boolean }>) {
    const added: FakeScript[] = [];
    const timers: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const backstops: Array<() => void> = [];
    const observers: Array<(list: { getEntries: () => object[] }) => void> = [];
    const elements = images.map(({ shown }) => ({ getClientRects: () => (shown ? [{}] : []) }));
    const document = {
      visibilityState: 'visible',
      currentScript: {
        getAttribute: (name: string) =>
          name === 'data-scripts' ? JSON.stringify(['/a.js']) : null,
      },
      createElement: () => ({}) as FakeScript,
      head: { appendChild: (element: FakeScript) => added.push(element) },
      querySelectorAll: (selector: string) => (selector === 'img[elementtiming]' ? elements : []),
    };
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'element', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => object[] }) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    runInNewContext(LOADER, {
      document,
      window: {
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        PerformanceObserver,
      },
      setTimeout: (callback: () => void, ms?: number) => (ms ? backstops : timers).push(callback),
    });
    const report = (...entries: object[]) =>
      observers.forEach((callback) => callback({ getEntries: () => entries }));
    /** One animation frame: its callbacks, then the timers they set. */
    const frame = () => {
      frames.splice(0).forEach((callback) => callback());
      timers.splice(0).forEach((timer) => timer());
    };
    /** Frames until nothing is pending. */
    const run = () => {
      while (frames.length || timers.length) frame();
    };
    return { added, report, run, frame, elements, backstops };
  }

  it('waits for the first contentful paint and the main image to be on screen', () => {
    const { added, report, run, elements } = runObservedLoader([{ shown: true }, { shown: false }]);
    report({ name: 'first-contentful-paint' });
    run();
    expect(added).toEqual([]);
    report({ name: 'main-image', element: elements[0] });
    run();
    expect(added.map((script) => script.src)).toEqual(['/a.js']);
  });

  it('starts them anyway when the main image is slow to arrive (a timed backstop)', () => {
    const { added, report, run, backstops } = runObservedLoader([{ shown: true }]);
    report({ name: 'first-contentful-paint' });
    run();
    expect(added).toEqual([]);
    backstops.forEach((backstop) => backstop());
    expect(added.map((script) => script.src)).toEqual(['/a.js']);
    // Once only, whatever is reported afterwards.
    report({ name: 'main-image' });
    run();
    expect(added).toHaveLength(1);
  });

  it('with no main image, starts them after the first contentful paint', () => {
    const { added, report, run } = runObservedLoader([]);
    expect(added).toEqual([]);
    report({ name: 'first-contentful-paint' });
    run();
    expect(added.map((script) => script.src)).toEqual(['/a.js']);
  });

  it('after those paints, waits for the frame that shows the whole parsed page', () => {
    const { added, report, frame } = runObservedLoader([]);
    report({ name: 'first-contentful-paint' });
    frame();
    expect(added).toEqual([]);
    frame();
    expect(added.map((script) => script.src)).toEqual(['/a.js']);
  });

  /**
   * The loader on a page whose payload is in a file and whose whole stylesheet is disabled, in a
   * background tab (so it starts at once): what it appended, the sheet, and the fetch to settle.
   */
  function runStartingLoader() {
    type Element = FakeScript & {
      rel?: string;
      as?: string;
      href?: string;
      onload?: () => void;
      onerror?: () => void;
    };
    const added: Element[] = [];
    const window: { __next_f?: unknown[]; fetch: (url: string) => Promise<unknown> } = {
      fetch: () => new Promise(() => {}),
    };
    let answer: (response: { ok: boolean; status: number; json: () => unknown }) => void = () => {};
    const fetched: string[] = [];
    window.fetch = (url: string) => {
      fetched.push(url);
      return new Promise((resolve) => (answer = resolve));
    };
    const attributes: Record<string, string> = {
      'data-scripts': JSON.stringify(['/a.js']),
      'data-flight': '/_next/static/flight/x.json',
      'data-styles': JSON.stringify([CSS_HREF]),
    };
    const document = {
      visibilityState: 'hidden',
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      createElement: () => ({}),
      head: { appendChild: (element: Element) => added.push(element) },
      querySelectorAll: () => [],
    };
    runInNewContext(LOADER, { document, window, setTimeout: () => {} });
    const sheet = added.find((element) => element.rel === 'stylesheet')!;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return {
      added,
      sheet,
      window,
      fetched,
      answer: (r: Parameters<typeof answer>[0]) => answer(r),
      settle,
    };
  }

  it('first applies the whole stylesheet and fetches the payload, and runs the chunks once both are in', async () => {
    const { added, sheet, window, fetched, answer, settle } = runStartingLoader();
    // The whole stylesheet, behind the page's own rules.
    expect(sheet.href).toBe(CSS_HREF);
    expect(fetched).toEqual(['/_next/static/flight/x.json']);
    // The chunks download meanwhile, but none runs yet.
    expect(added.filter((element) => element !== sheet)).toEqual([
      { rel: 'preload', as: 'script', href: '/a.js' },
    ]);
    answer({ ok: true, status: 200, json: () => [[0], [1, '0:"page"\n']] });
    await settle();
    expect(window.__next_f).toEqual([[0], [1, '0:"page"\n']]);
    expect(added).toHaveLength(2);
    sheet.onload!();
    expect(added.slice(2)).toEqual([{ src: '/a.js', async: true }]);
  });

  it('runs them when the stylesheet fails (the page keeps its own rules), never without the payload', async () => {
    const failed = runStartingLoader();
    failed.sheet.onerror!();
    failed.answer({ ok: true, status: 200, json: () => [[0]] });
    await failed.settle();
    expect(failed.added.map((element) => element.src).filter(Boolean)).toEqual(['/a.js']);

    const lost = runStartingLoader();
    lost.sheet.onload!();
    lost.answer({ ok: false, status: 404, json: () => [] });
    await lost.settle();
    expect(lost.added.map((element) => element.src).filter(Boolean)).toEqual([]);
  });

  it('starts them at once in a background tab, where no frame is painted', () => {
    const { added, frames } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(added.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });
});

describe('moveFlightData', () => {
  const payload = [
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"/_next/static/chunks/main.js\\"]\\n"])</script>',
    '<script>self.__next_f.push([1,"3:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003cR\\u0026D\\u003e\\"}]\\n"])</script>',
  ];
  const withLoader = deferScripts(
    page.replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', payload.join('')),
  );

  it('writes the payload to a file the loader names and takes its scripts out of the page', () => {
    const html = moveFlightData(withLoader, outDir);
    const url = /<script data-flight="([^"]+)" data-scripts=/.exec(html)?.[1];
    expect(url).toMatch(/^\/_next\/static\/flight\/[\w-]{16}\.json$/);
    expect(html).not.toContain('self.__next_f.push(');
    expect(html).toContain(LOADER);
    // Exactly what the inline scripts pushed, in order, as the loader will push it.
    const pushed: unknown[] = [];
    for (const script of payload)
      runInNewContext(script.slice(8, -9), { self: { __next_f: pushed } });
    expect(JSON.parse(readFileSync(path.join(outDir, url!), 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(pushed)),
    );
    expect(flightData(outDir, html)).toContain('<R&D>');
    // The budget and the compile hints still see the chunks the payload names.
    expect(scriptChunks(html, flightData(outDir, html))).toContain('/_next/static/chunks/main.js');
    expect(moveFlightData(html, outDir)).toBe(html);
  });

  it('stops, naming its step, on a page without the loader (nothing would read the file)', () => {
    const bare = `<html><body><p>x</p>${payload.join('')}</body></html>`;
    expect(() => moveFlightData(bare, outDir)).toThrow(/^flight-data: /);
  });
});

describe('compile hints', () => {
  const chunk = (name: string) => path.join(outDir, '_next/static/chunks', name);
  const source =
    '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,function(){return 2}]);';

  it('puts the magic comment on the first line, where V8 reads it, and only once', () => {
    const hinted = withCompileHint(source);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.endsWith(source)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('marks the start-up chunks it is given and leaves chunks loaded on demand lazy', () => {
    writeFileSync(chunk('startup.js'), source);
    writeFileSync(chunk('on-demand.js'), source);
    const urls = [
      '/_next/static/chunks/startup.js',
      '/_next/static/chunks/startup.js',
      '/images/x.svg',
    ];
    expect(hintChunks(outDir, urls)).toBe(1);
    expect(readFileSync(chunk('startup.js'), 'utf8')).toBe(COMPILE_HINT + source);
    expect(readFileSync(chunk('on-demand.js'), 'utf8')).toBe(source);
    expect(hintChunks(outDir, urls)).toBe(0);
  });

  it('stops the build naming its step when no start-up chunk is named, or one is missing', () => {
    expect(() => hintChunks(outDir, ['/images/x.svg'])).toThrow(/^compile-hints: /);
    expect(() => hintChunks(outDir, ['/_next/static/chunks/gone.js'])).toThrow(
      /^compile-hints: the export has no file \/_next\/static\/chunks\/gone\.js/,
    );
  });
});

describe('deferLoadTimeFetches', () => {
  it('takes the web manifest link out of the HTML, which React adds back when it hydrates', () => {
    const head =
      '<head><link rel="canonical" href="https://example.com/"/><link rel="manifest" href="/manifest.webmanifest"/></head>';
    expect(deferLoadTimeFetches(head)).toBe(
      '<head><link rel="canonical" href="https://example.com/"/></head>',
    );
  });
});

describe('inlineMainImage', () => {
  const drawing = (extra: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><title>A "quoted" #1 & more</title>\n  <rect width="16" height="9" fill="#0b1f3a"/>${extra}</svg>`;
  // A drawing past the limit: random path data does not compress.
  const noise = Array.from({ length: 4000 }, (_, i) => ((i * 7919) % 9973).toString(36)).join(' ');
  beforeAll(() => {
    mkdirSync(path.join(outDir, 'blog'), { recursive: true });
    writeFileSync(path.join(outDir, 'blog/small.svg'), drawing(''));
    writeFileSync(path.join(outDir, 'blog/large.svg'), drawing(`<path d="M${noise}"/>`));
  });
  const post = (src: string) =>
    [
      `<head><link rel="preload" href="${src}" as="image" fetchPriority="high"/></head><body>`,
      `<img src="${src}" width="1200" height="675" alt="A cover" loading="eager" fetchPriority="high" elementtiming="main-image" class="w-full"/>`,
      `<img src="/blog/other.svg" alt="" loading="lazy"/>`,
      `<script>self.__next_f.push([1,"1:[]\\n:HL[\\"${src}\\",\\"image\\",{\\"fetchPriority\\":\\"high\\"}]\\n2:[]\\n"])</script></body>`,
    ].join('');

  it('puts a small drawn main image in the page as a data: URL the browser reads back to the file', () => {
    const html = inlineMainImage(post('/blog/small.svg'), outDir);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const img = doc.querySelector('img[elementtiming]')!;
    const src = img.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(
      readFileSync(path.join(outDir, 'blog/small.svg'), 'utf8').replace(/\s*\n\s*/g, ' '),
    );
    expect(inlinedMainImage(html)).toBe(src);
    // Nothing left to fetch: neither the preload in <head> nor the hint React would act on when it hydrates.
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('self.__next_f.push([1,"1:[]\\n2:[]\\n"])');
    // Other images and the rest of the tag are untouched.
    expect(doc.querySelector('img[loading="lazy"]')!.getAttribute('src')).toBe('/blog/other.svg');
    expect(img.getAttribute('alt')).toBe('A cover');
    expect(inlineMainImage(html, outDir)).toBe(html);
  });

  it('leaves a drawing past the limit, and a photo, as files', () => {
    const large = post('/blog/large.svg');
    expect(inlineMainImage(large, outDir)).toBe(large);
    const photo = post('/_img/blog/photo-720.jpg');
    expect(inlineMainImage(photo, outDir)).toBe(photo);
    expect(inlinedMainImage(large)).toBeUndefined();
  });

  it('names the file when the main image is missing from out/', () => {
    expect(() => inlineMainImage(post('/blog/gone.svg'), outDir)).toThrow('/blog/gone.svg');
  });
});
