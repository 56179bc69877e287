import { useEffect, type RefObject } from 'react';
import { formShell } from '@/content/forms';
import { site } from '@/content/site';

/**
 * What a form does before its React code has arrived (the page's scripts start after its first
 * paint, and a visitor on a slow phone types, ticks and taps before they run). The fields are
 * uncontrolled, so whatever is on screen is what the form reads when it sends. This inline script,
 * placed right after its form in the static HTML (and hashed in the page's policy like every
 * inline script), covers the two things the browser would otherwise get wrong meanwhile:
 * - a submit (after the browser's own checks passed) is held, not sent as a page load, and the
 *   form sends it as soon as it is ready (`useEarlyInput`);
 * - a submit button marked `data-requires="<name> <name>"` is enabled only while each named
 *   checkbox group has a box ticked, as the form itself does once it runs.
 * Once the form is ready (`data-ready`) the script steps aside.
 */
const earlyFormScript = `(function(f){if(!f)return;
function ready(){return f.hasAttribute('data-ready')}
f.addEventListener('submit',function(e){if(ready())return;e.preventDefault();f.setAttribute('data-pending-submit','')});
var b=f.querySelector('[data-requires]');if(!b)return;
f.addEventListener('change',function(){if(ready())return;b.disabled=!b.getAttribute('data-requires').split(' ').every(function(n){return f.querySelector('input[name="'+n+'"]:checked')})})
})(document.currentScript&&document.currentScript.previousElementSibling)`;

/** Rendered right after a form: the early-input script and the no-JavaScript note. */
export function EarlyInput() {
  const [before, after] = formShell.noScript.split('{email}');
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyFormScript }} />
      {/* Without JavaScript the form cannot send (its button is hidden by NoScriptStyles in the
          head): say so, and give the address that always works. */}
      <noscript>
        <p className="mt-4 rounded-lg border border-navy-200 bg-white p-4 text-sm text-ink">
          {before}
          <a href={`mailto:${site.email}`} className="font-semibold text-accent-700 underline">
            {site.email}
          </a>
          {after}
        </p>
      </noscript>
    </>
  );
}

/**
 * Marks the form ready once it is hydrated and sends a submit the visitor made before that.
 * `sync` runs first, so the form's state can pick up what was typed, ticked or chosen meanwhile.
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  sync?: (form: HTMLFormElement) => void,
) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    sync?.(element);
    element.setAttribute('data-ready', '');
    if (element.hasAttribute('data-pending-submit')) {
      element.removeAttribute('data-pending-submit');
      element.requestSubmit();
    }
    // Runs once, on mount: what happened before hydration is picked up a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Call first in a form's submit handler: a submit React saw itself is not sent again later. */
export function takeSubmit(form: HTMLFormElement): void {
  form.removeAttribute('data-pending-submit');
}
