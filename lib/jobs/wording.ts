/**
 * Words in an opening that turn away people who may lawfully work: "US citizens only",
 * "USC/GC", "no H1B/OPT/EAD", "must be a citizen", "green card holders only" and their usual
 * spellings. Washington's law against discrimination protects citizenship and immigration status
 * (RCW 49.60), and federal law bars turning away work-authorized people for their citizenship
 * status (8 U.S.C. 1324b); a restriction is lawful only where a law, a government contract or a
 * clearance requires it, and then the opening states why (its `restrictionReason`).
 * What a role may lawfully ask is not flagged: "authorized to work in the US", "able to obtain a
 * clearance", "we cannot sponsor a visa". Plain TypeScript: check:content, the build, /admin's
 * save and jobs:sync all read it.
 */
import { LAWS } from './schema';

/** A phrase that restricts by citizenship or immigration status, found on a line. */
export type Restriction = {
  /** 1-based, within the text given. */
  line: number;
  /** The words as written. */
  words: string;
};

// Each pattern names one way recruiters write a restriction; `\b` keeps "USC" of a university
// ("a USC graduate") and "no OPTional" apart from the status.
const US = String.raw`(?:U\.?\s?S\.?A?\.?|United\s+States|American)`;
const VISAS = String.raw`(?:H-?1-?Bs?|H-?4|OPT|CPT|EAD|TN|L-?1|L-?2|visa(?:s|\s+holders?)?|work\s+permits?)\b`;
const PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b${US}\s+citizens?(?:\s+(?:and|or|\/)\s+(?:green\s*card|GC|permanent\s+residents?)(?:\s+holders?)?)?\s+only\b`,
    'gi',
  ),
  new RegExp(String.raw`\bonly\s+(?:${US}\s+)?citizens\b`, 'gi'),
  /\bcitizens?\s+only\b/gi,
  new RegExp(String.raw`\bmust\s+be\s+(?:an?\s+)?(?:${US}\s+)?citizens?\b`, 'gi'),
  new RegExp(
    String.raw`\b(?:${US}\s+)?citizenship\s+(?:is\s+)?(?:required|mandatory|needed)\b`,
    'gi',
  ),
  /\bUSCs?\s*(?:\/|,|&|\+|or\b|and\b)\s*GCs?\b/gi,
  /\bGCs?\s*(?:\/|,|&|\+|or\b|and\b)\s*USCs?\b/gi,
  /\b(?:USC|GC)s?\s+only\b/gi,
  /\b(?:GC|green[\s-]?cards?)\s+holders?(?:\s+only)?\b/gi,
  /\bpermanent\s+residents?\s+only\b/gi,
  new RegExp(String.raw`\bno\s+${VISAS}(?:\s*(?:\/|,|or\b|and\b|&)\s*${VISAS})*`, 'gi'),
  new RegExp(
    String.raw`\b${VISAS}\s+(?:holders?\s+)?(?:not\s+(?:accepted|considered|eligible)|need\s+not\s+apply)\b`,
    'gi',
  ),
];

/** Every restricting phrase of a text, by line, each once (overlapping spellings merged). */
export function restrictions(text: string): Restriction[] {
  const found: Restriction[] = [];
  text.split('\n').forEach((content, i) => {
    const spans: [number, number][] = [];
    for (const pattern of PATTERNS)
      for (const match of content.matchAll(pattern))
        spans.push([match.index, match.index + match[0].length]);
    spans.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [from, to] of spans) {
      const last = merged[merged.length - 1];
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    for (const [from, to] of merged) found.push({ line: i + 1, words: content.slice(from, to) });
  });
  return found;
}

/** What is wrong with a restricting phrase, and how a colleague would fix it. */
export function restrictionProblem(words: string): { message: string; fix: string } {
  return {
    message: `"${words}" turns away people who may lawfully work here, for their citizenship or immigration status (${LAWS.citizenship})`,
    fix: 'ask for what the role needs instead, like "must be authorized to work in the US" or "able to obtain a Secret clearance"; if a law, a government contract or a clearance requires citizenship, keep the words and say which in restrictionReason',
  };
}
