/**
 * Whether a search's results are about what was typed. Pagefind indexes words by their stems
 * (Snowball's English) and looks a typed word's stem up as a prefix ("clo" finds "cloud",
 * "scheduled" finds "schedule"); when that stem is not in the index it backtracks to the longest
 * prefix that is, with no limit and no option to turn it off (Pagefind's pull request 315):
 * "tomorrow" finds every page with "to", "typescript" every page with "types". So a typed word
 * counts as found only when the stem of a word it matched begins with the typed word's own stem
 * (Porter's, from the `stemmer` package, close to Snowball's). Words Pagefind dropped (none of
 * their prefixes is indexed) are not found either: a query is answered when every word of it is.
 */
import { stemmer } from 'stemmer';

/** A word as compared here: lower case, accents removed, letters and digits only. */
export function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The words of a query, as compared here. */
export function queryTerms(query: string): string[] {
  return query
    .split(/[^\p{L}\p{N}]+/u)
    .map(normalizeWord)
    .filter(Boolean);
}

/** Whether a word found in the index is a match for the typed term, not a backtracked prefix. */
export function isMatchFor(term: string, word: string): boolean {
  const found = normalizeWord(word);
  // A typed prefix shorter than a stem ("clo") is looked up as it is.
  return found.startsWith(term) || stemmer(found).startsWith(stemmer(term));
}

/** Whether every word of the query has a match among the words a result matched. */
export function answersQuery(query: string, matchedWords: readonly string[]): boolean {
  const terms = queryTerms(query);
  return (
    terms.length > 0 && terms.every((term) => matchedWords.some((word) => isMatchFor(term, word)))
  );
}

/** Pagefind's words of a result's content, as its excerpts count them. */
export function contentWords(content: string): string[] {
  return content.includes('\u200B') ? content.split('\u200B') : content.split(/[^\S\uFEFF]+/g);
}
