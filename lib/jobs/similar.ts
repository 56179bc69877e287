/**
 * The open roles most like a closed one, for its closed page: what a seeker who came for that
 * role would look at next. A score adds up what the two share:
 * - the employment type: the same type 3; otherwise the same terms (contract or permanent) 1;
 * - the place: both remote 2, else the same city 2 or the same state 1; the same arrangement
 *   (on-site, hybrid, remote) 1 more;
 * - the words: 1 for each keyword the titles share (at most 3), and up to 3 for the keywords the
 *   descriptions share (3 × shared / all of both, so a long description does not win by length).
 * The highest scores come first; equal scores go to the newest role, then by title.
 */
import type { Job } from './openings';
import { keywordsOf, termsOf } from './open-roles-schema';
import { plainText } from './open-roles';

/** How many roles a closed page offers. */
export const SIMILAR_ROLES = 3;

type Words = { title: Set<string>; body: Set<string> };

function wordsOf(job: Job): Words {
  return { title: new Set(keywordsOf(job.title)), body: new Set(keywordsOf(plainText(job.body))) };
}

function shared(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const word of a) if (b.has(word)) n += 1;
  return n;
}

export function similarity(
  a: Job,
  b: Job,
  words: [Words, Words] = [wordsOf(a), wordsOf(b)],
): number {
  let score = 0;
  if (a.employmentType === b.employmentType) score += 3;
  else if (termsOf(a.employmentType) === termsOf(b.employmentType)) score += 1;
  if (a.remote === 'remote' && b.remote === 'remote') score += 2;
  else if (a.remote !== 'remote' && b.remote !== 'remote' && a.region === b.region)
    score += a.city === b.city ? 2 : 1;
  if (a.remote === b.remote) score += 1;
  const [wa, wb] = words;
  score += Math.min(3, shared(wa.title, wb.title));
  const union = new Set([...wa.body, ...wb.body]).size;
  if (union) score += (3 * shared(wa.body, wb.body)) / union;
  return score;
}

/** The open roles most like `closed`, best first (at most `limit`). */
export function similarRoles(closed: Job, open: Job[], limit = SIMILAR_ROLES): Job[] {
  const mine = wordsOf(closed);
  return open
    .filter((job) => job.slug !== closed.slug)
    .map((job) => ({ job, score: similarity(closed, job, [mine, wordsOf(job)]) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.job.datePosted === b.job.datePosted
          ? a.job.title.localeCompare(b.job.title)
          : a.job.datePosted < b.job.datePosted
            ? 1
            : -1),
    )
    .slice(0, limit)
    .map(({ job }) => job);
}
