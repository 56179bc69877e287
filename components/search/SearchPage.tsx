'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { resultsMessage, searchCopy } from '@/content/search';
import { hitFacts, searchSite, type SearchHit } from '@/lib/search/client';
import { SEARCH_TYPES, type SearchType } from '@/lib/search/markup';

/** Results listed on the page at most (the index ranks the best first). */
const LIMIT = 30;

type Found = { query: string; total: number; hits: SearchHit[] };

function typeParam(value: string | null): SearchType | undefined {
  return (SEARCH_TYPES as readonly string[]).includes(value ?? '')
    ? (value as SearchType)
    : undefined;
}

/**
 * /search: the query and type filter from the address (a shared link works), results as the
 * visitor types or changes the filter, the address kept in step (replaceState). Without
 * JavaScript the form is hidden (NoScriptStyles' `.needs-script`) and the page says search needs
 * it, with links to where the answers are.
 */
export function SearchPage() {
  const form = useRef<HTMLFormElement>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);

  const run = useCallback(async () => {
    const data = new FormData(form.current!);
    const query = String(data.get('q') ?? '').trim();
    const type = typeParam(String(data.get('type') ?? ''));
    const params = new URLSearchParams(query ? { q: query } : {});
    if (type) params.set('type', type);
    window.history.replaceState(
      window.history.state,
      '',
      `/search${params.size ? `?${params}` : ''}`,
    );
    const mine = ++latest.current;
    setPending(Boolean(query));
    try {
      const result = query ? await searchSite(query, { type, limit: LIMIT }) : null;
      if (mine !== latest.current) return;
      setPending(false);
      setFailed(false);
      setFound(result && { query, ...result });
    } catch {
      if (mine !== latest.current) return;
      setPending(false);
      setFailed(true);
    }
  }, []);

  // The address's query and type fill the form, and it searches (after this effect, as a
  // visitor's input would).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const root = form.current!;
    const input = root.elements.namedItem('q') as HTMLInputElement;
    input.value = params.get('q') ?? input.value;
    const type = typeParam(params.get('type')) ?? '';
    for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="type"]'))
      radio.checked = radio.value === type;
    void Promise.resolve().then(run);
  }, [run]);

  const status = failed
    ? searchCopy.failed
    : pending
      ? searchCopy.loading
      : found
        ? resultsMessage(found.total, found.query)
        : searchCopy.prompt;
  return (
    <>
      <noscript>
        <p className="rounded-card border border-navy-200 bg-white p-6 text-ink">
          {searchCopy.noScript.text}{' '}
          {searchCopy.noScript.links.map((link, index) => (
            <span key={link.href}>
              {index > 0 && (index === searchCopy.noScript.links.length - 1 ? ' and ' : ', ')}
              <a href={link.href} className="font-semibold text-accent-700 underline">
                {link.name}
              </a>
            </span>
          ))}
          .
        </p>
      </noscript>
      <div className="needs-script">
        <search aria-label={searchCopy.resultsLabel}>
          <form
            ref={form}
            action="/search"
            method="get"
            className="rounded-card border border-navy-100 bg-white p-5 shadow-card"
            onInput={() => void run()}
            onSubmit={(event) => {
              event.preventDefault();
              void run();
            }}
          >
            <label htmlFor="search-query" className="block font-semibold text-navy-900">
              {searchCopy.label}
            </label>
            <div className="mt-2 flex gap-3">
              <input
                id="search-query"
                name="q"
                type="search"
                autoComplete="off"
                className="min-w-0 flex-1 rounded-lg border border-navy-200 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent-500"
              />
              <button
                type="submit"
                className="rounded-lg bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-700"
              >
                {searchCopy.submit}
              </button>
            </div>
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-navy-900">
                {searchCopy.filterLegend}
              </legend>
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                {(['', ...SEARCH_TYPES] as const).map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="radio"
                      name="type"
                      value={type}
                      defaultChecked={type === ''}
                      className="accent-accent-700"
                    />
                    {type ? searchCopy.types[type] : searchCopy.allTypes}
                  </label>
                ))}
              </div>
            </fieldset>
          </form>
        </search>
        <p role="status" className="mt-6 text-muted">
          {status}
        </p>
        {found && found.hits.length > 0 && (
          <ol aria-label={searchCopy.resultsLabel} className="mt-4 space-y-4">
            {found.hits.map((hit) => (
              <li
                key={hit.url}
                className="rounded-card border border-navy-100 bg-white p-5 shadow-card"
              >
                <a
                  href={hit.url}
                  className="text-lg font-semibold text-navy-900 underline-offset-2 hover:underline"
                >
                  {hit.title}
                </a>
                <p className="mt-1 text-xs font-semibold tracking-wide text-accent-700 uppercase">
                  {hitFacts(hit, searchCopy.types)}
                </p>
                {/* Pagefind's excerpt: the page's text, escaped, with the matched words in <mark>. */}
                <p
                  className="mt-2 text-sm text-ink [&_mark]:bg-accent-100 [&_mark]:text-navy-900"
                  dangerouslySetInnerHTML={{ __html: hit.excerpt }}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
