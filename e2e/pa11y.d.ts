/** pa11y (its package ships no types): the options e2e/pa11y.spec.ts passes and what it reads back. */
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  export type Pa11yIssue = {
    /** The rule, e.g. WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2. */
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    /** The element's outer HTML, cut short. */
    context: string | null;
    /** A CSS selector of the element. */
    selector: string;
    runner: string;
  };

  export type Pa11yOptions = {
    browser?: Browser;
    page?: Page;
    /** Checks the page as it is (only with `page`): the caller has loaded it. */
    ignoreUrl?: boolean;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    viewport?: { width: number; height: number };
    timeout?: number;
    includeWarnings?: boolean;
    includeNotices?: boolean;
  };

  export type Pa11yResults = { documentTitle: string; pageUrl: string; issues: Pa11yIssue[] };

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
