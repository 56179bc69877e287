import { answersQuery, contentWords, isMatchFor, queryTerms } from '@/lib/search/relevance';

describe('site search relevance', () => {
  it('reads a query as Pagefind does: lower case, accents and punctuation removed', () => {
    expect(queryTerms('  Café, C# & .NET — Seattle ')).toEqual(['cafe', 'c', 'net', 'seattle']);
    expect(queryTerms('"hiring timeline"')).toEqual(['hiring', 'timeline']);
    expect(queryTerms(' , ')).toEqual([]);
  });

  it("keeps Pagefind's stems and prefixes: scheduled → schedule, clo → Cloud, installation → installing", () => {
    expect(isMatchFor('scheduled', 'schedule.')).toBe(true);
    expect(isMatchFor('clo', 'Cloud')).toBe(true);
    expect(isMatchFor('installation', 'installing')).toBe(true);
    expect(isMatchFor('resume', 'Résumé')).toBe(true);
    expect(isMatchFor('happy', 'happiness')).toBe(true);
    expect(isMatchFor('engineers', 'Engineering')).toBe(true);
  });

  it('refuses a backtracked prefix: tomorrow → to, typescript → types, marzipan → Marketing', () => {
    expect(isMatchFor('tomorrow', 'to')).toBe(false);
    expect(isMatchFor('typescript', 'types.')).toBe(false);
    expect(isMatchFor('typescript', 'TypeContract.')).toBe(false);
    expect(isMatchFor('marzipan', 'Marketing')).toBe(false);
    expect(isMatchFor('kubernetes', 'kubectl')).toBe(false);
  });

  it('answers a query only when every word of it is matched', () => {
    expect(answersQuery('hiring timeline', ['Hiring', 'Timeline', 'hire'])).toBe(true);
    expect(answersQuery('hiring marzipan', ['hire', 'Mar'])).toBe(false);
    // Pagefind drops a word none of whose prefixes is indexed, and answers the rest.
    expect(answersQuery('hiring kubernetes', ['hire', 'Hiring'])).toBe(false);
    expect(answersQuery('', ['anything'])).toBe(false);
  });

  it("splits content into Pagefind's words, so a location names the word it matched", () => {
    expect(contentWords('Senior Cloud  Engineer\n(Contract)')[1]).toBe('Cloud');
    expect(contentWords('日本\u200B語')).toEqual(['日本', '語']);
  });
});
