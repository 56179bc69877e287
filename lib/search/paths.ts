/** Where the build writes the site search's bundle (scripts/build/search-index.ts), under out/. */
export const SEARCH_DIR = '_search';
/** Pagefind's client, imported by the search box on first use and by /search. */
export const SEARCH_CLIENT_PATH = `/${SEARCH_DIR}/pagefind.js`;
/** Pagefind's worker: the one path whose policy allows WebAssembly (scripts/build/host-headers.ts). */
export const SEARCH_WORKER_PATH = `/${SEARCH_DIR}/pagefind-worker.js`;
