/**
 * What `npm run check:content` says about a content file, in one shape and one format for every
 * kind of file (posts, openings, their front matter and their bodies): the file, the line, what is
 * wrong and how to fix it. On GitHub Actions each finding is also a workflow command
 * (`::error file=…,line=…::`), which GitHub shows on that line of the pull request's diff.
 */

export type Severity = 'error' | 'warning';

export type Finding = {
  /** The file, relative to the project, with forward slashes. */
  file: string;
  /** 1-based line. */
  line: number;
  severity: Severity;
  /** What is wrong, starting with the field it is about when there is one (`date: "2026-02-30" is not a day`). */
  message: string;
  /** How to fix it, as an instruction. */
  fix: string;
};

/** `file:line: what is wrong — how to fix it` (warnings say so). */
export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}: ${f.severity === 'warning' ? 'warning: ' : ''}${f.message} — ${f.fix}`;
}

// https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands: data escapes
// %, CR and LF; property values also escape : and ,.
const escapeData = (s: string) =>
  s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** The finding as a GitHub workflow command: an annotation on its line of the diff. */
export function githubAnnotation(f: Finding): string {
  const title = f.severity === 'warning' ? 'Content check (warning)' : 'Content check';
  return `::${f.severity} file=${escapeProperty(f.file)},line=${f.line},title=${escapeProperty(title)}::${escapeData(`${f.message} — ${f.fix}`)}`;
}

/** Sorted by file, then line: the order an editor reads a pull request in. */
export function byFileAndLine(a: Finding, b: Finding): number {
  return a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1;
}
