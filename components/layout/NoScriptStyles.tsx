/**
 * The page's rules for a visit without JavaScript, in the document head (the only place HTML
 * allows a <style> outside the body's flow, inside <noscript>):
 * - a form that needs its script to send hides its submit button; the form's <noscript> note
 *   (components/forms/EarlyInput.tsx) gives the address that always works instead;
 * - the careers widget's "Loading open positions…" line and empty box are hidden: nothing will
 *   load, and its <noscript> note links to the careers site (components/sections/CareersWidget.tsx);
 * - controls that only work with their script (the /jobs filters, components/jobs/JobFilters.tsx)
 *   are hidden: the complete list stays.
 */
export const NO_SCRIPT_CSS =
  'form[data-needs-script] [type=submit]{display:none}.careers-pending{display:none}.needs-script{display:none}';

export function NoScriptStyles() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}
