/**
 * The contract of a post-build step that rewrites Next's output: the markup or files it expects.
 *
 * Each step (inline-css, defer-scripts, inline-main-image, csp, no-openings, host-headers, ...)
 * matches Next's and React's HTML with a pattern, or Next's files by their names. If an upgrade
 * changes them, a pattern that matches nothing would leave the export as Next wrote it and the
 * build would pass, silently undoing what the step buys. So a step that finds nothing where it
 * must find something, or finds something it cannot place, throws a StepContractError, which
 * stops the build (scripts/build/postbuild.ts) with the step's name, the page or file and what it
 * looked for. What to check then: docs/performance.md, "Upgrading Next or React: what to check".
 */
export class StepContractError extends Error {
  constructor(
    readonly step: string,
    readonly page: string,
    readonly lookedFor: string,
    /** What was there instead, when that says more than the absence. */
    readonly found?: string,
  ) {
    super(
      `${step}: ${page} has no ${lookedFor}${found ? ` (found ${found})` : ''}; Next's output is ` +
        `not what this step was written for (docs/performance.md, "Upgrading Next or React: what to check")`,
    );
    this.name = 'StepContractError';
  }
}

/** Throws the step's StepContractError unless `found`. */
export function expectMarkup(
  found: boolean,
  step: string,
  page: string,
  lookedFor: string,
  instead?: string,
) {
  if (!found) throw new StepContractError(step, page, lookedFor, instead);
}
