/**
 * The header search's results as the visitor types: the WAI-ARIA combobox pattern on the box
 * (role combobox, a listbox of results, aria-activedescendant), in plain DOM, loaded by
 * HeaderSearch on the box's first focus. Arrow keys move through the results, Enter opens the
 * chosen one (or, with none chosen, submits to /search), Escape closes the list, a press or focus
 * outside closes it; each search's count is announced in a status region.
 */
import { resultsMessage, searchCopy } from '@/content/search';
import { hitFacts, loadSearch, searchSite, type SearchHit } from '@/lib/search/client';

/** Results shown under the box; the rest are on /search. */
const LIMIT = 6;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Turns the form's search box into a combobox; returns what undoes it. */
export function attachCombobox(form: HTMLFormElement): () => void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const listId = `${input.id}-results`;
  // Over the page below the header's box; in the mobile menu, in its flow, so the results never
  // cover the menu's links.
  const inline = form.dataset.results === 'inline';
  const popup = element(
    'div',
    `${inline ? 'relative mt-2 w-full' : 'absolute top-full right-0 z-50 mt-2 w-[min(28rem,calc(100vw-2rem))] shadow-card'} overflow-hidden rounded-card border border-navy-100 bg-white text-left`,
  );
  popup.hidden = true;
  const list = element('ul', 'max-h-[min(28rem,60dvh)] overflow-y-auto py-1');
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', searchCopy.resultsLabel);
  const more = element(
    'a',
    'block border-t border-navy-100 px-4 py-3 text-sm font-semibold text-accent-700 underline underline-offset-2 hover:bg-navy-50',
  );
  // Seen when a search finds nothing; the status region below says the same to screen readers.
  const empty = element('p', 'px-4 py-3 text-sm text-muted');
  empty.setAttribute('aria-hidden', 'true');
  popup.append(list, empty, more);
  const status = element('p', 'sr-only');
  status.setAttribute('role', 'status');
  form.append(popup, status);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);

  let hits: SearchHit[] = [];
  let active = -1;
  let latest = 0;

  const options = () => [...list.children] as HTMLElement[];
  function setActive(index: number) {
    active = index;
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const current = options()[index];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }
  function show(open: boolean) {
    popup.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) setActive(-1);
  }
  function go(hit: SearchHit) {
    show(false);
    window.location.assign(hit.url);
  }
  function render(query: string, total: number) {
    list.replaceChildren(
      ...hits.map((hit, index) => {
        const option = element(
          'li',
          'cursor-pointer px-4 py-3 hover:bg-navy-50 aria-selected:bg-navy-50',
        );
        option.id = `${listId}-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        const excerpt = element(
          'span',
          'mt-1 block text-sm text-ink [&_mark]:bg-accent-100 [&_mark]:text-navy-900',
        );
        // Pagefind's excerpt: the page's text, escaped, with the matched words in <mark>.
        excerpt.innerHTML = hit.excerpt;
        option.append(
          element('span', 'block font-semibold text-navy-900', hit.title),
          element(
            'span',
            'block text-xs font-semibold tracking-wide text-accent-700 uppercase',
            hitFacts(hit, searchCopy.types),
          ),
          excerpt,
        );
        option.addEventListener('click', () => go(hit));
        return option;
      }),
    );
    more.href = `/search?q=${encodeURIComponent(query)}`;
    more.textContent = `${searchCopy.allResults} (${total})`;
    more.hidden = total === 0;
    list.hidden = total === 0;
    empty.hidden = total !== 0;
    empty.textContent = total === 0 ? resultsMessage(0, query) : '';
    status.textContent = resultsMessage(total, query);
    show(true);
  }
  async function run() {
    const query = input.value.trim();
    const mine = ++latest;
    if (!query) {
      hits = [];
      list.replaceChildren();
      status.textContent = '';
      show(false);
      return;
    }
    try {
      const found = await searchSite(query, { limit: LIMIT });
      if (mine !== latest) return;
      hits = found.hits;
      render(query, found.total);
    } catch {
      if (mine === latest) status.textContent = searchCopy.failed;
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    const count = hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      if (popup.hidden) show(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
    } else if (event.key === 'Enter' && !popup.hidden && hits[active]) {
      event.preventDefault();
      go(hits[active]!);
    } else if (event.key === 'Escape' && !popup.hidden) {
      // Only the list closes: a menu around the box (the mobile menu) stays open.
      event.preventDefault();
      event.stopPropagation();
      show(false);
    }
  }
  const onInput = () => void run();
  const onFocus = () => {
    if (hits.length && input.value.trim()) show(true);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) show(false);
  };
  // A press on a result keeps the focus in the box, so the list stays open until the click.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const onPointerDown = (event: PointerEvent) => {
    if (!(event.target instanceof Node && form.contains(event.target))) show(false);
  };
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('input', onInput);
  input.addEventListener('focus', onFocus);
  form.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown);
  list.addEventListener('mousedown', keepFocus);

  // Start loading the client and index while the visitor types the first letters.
  loadSearch().catch(() => undefined);
  if (input.value.trim()) void run();

  return () => {
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('input', onInput);
    input.removeEventListener('focus', onFocus);
    form.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown);
    for (const name of [
      'role',
      'aria-autocomplete',
      'aria-expanded',
      'aria-controls',
      'aria-activedescendant',
    ])
      input.removeAttribute(name);
    popup.remove();
    status.remove();
  };
}
