/**
 * The contract of a post-build step that rewrites Next's output: the markup it expects on a page.
 *
 * Each step (inline-css, defer-scripts, inline-main-image, csp, ...) matches Next's and React's
 * HTML with a pattern. If an upgrade changes that HTML, a pattern that matches nothing would leave
 * the page as Next wrote it and the build would pass, silently undoing what the step buys. So a
 * step that finds nothing where it must find something throws a StepContractError, which stops
 * the build (scripts/build/postbuild.ts) with the step's name, the page and what it looked for.
 * What to check then: docs/performance.md, "Upgrading Next or React: what to check".
 */
export class StepContractError extends Error {
  constructor(
    readonly step: string,
    readonly page: string,
    readonly lookedFor: string,
  ) {
    super(
      `${step}: ${page} has no ${lookedFor}; Next's output is not what this step was written for ` +
        `(docs/performance.md, "Upgrading Next or React: what to check")`,
    );
    this.name = 'StepContractError';
  }
}

/** Throws the step's StepContractError unless `found`. */
export function expectMarkup(found: boolean, step: string, page: string, lookedFor: string) {
  if (!found) throw new StepContractError(step, page, lookedFor);
}
