import { talentPage as copy } from '@/content/talent';
import { ARRANGEMENTS, AVAILABILITY } from '@/lib/talent';

type Props = { skills: string[] };

/** The filters' element ids: `tf-s-<skill index>`, `tf-a-<arrangement>`, `tf-v-<availability>`. */
const id = (group: 's' | 'a' | 'v', value: string | number) => `tf-${group}-${value}`;

/**
 * The rules that hide the profiles a checked filter leaves out: plain CSS on `:has()`, so the
 * filters work from the first paint, with no script. `scope` is the section holding the filters
 * and the list; each card says its skills (`data-s`), arrangements (`data-a`) and the
 * availability choices it meets (`data-v`).
 */
export function filterCss(scope: string, skills: string[]): string {
  const hide = (checked: string, attribute: string, value: string | number) =>
    `#${scope}:has(#${checked}:checked) [data-profile]:not([${attribute}~="${value}"]){display:none}`;
  return [
    ...skills.map((_, i) => hide(id('s', i), 'data-s', i)),
    ...ARRANGEMENTS.map((a) => hide(id('a', a), 'data-a', a)),
    ...AVAILABILITY.map((v) => hide(id('v', v), 'data-v', v)),
  ].join('\n');
}

type GroupProps = {
  name: string;
  legend: string;
  choices: { id: string; value: string; label: string }[];
};

/** One filter: "Any" and each choice, as radio buttons styled as pills. */
function Group({ name, legend, choices }: GroupProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {[{ id: `tf-${name}-any`, value: '', label: copy.filters.any }, ...choices].map((c) => (
          <label
            key={c.id}
            htmlFor={c.id}
            className="cursor-pointer rounded-full border border-navy-200 bg-white px-3 py-1.5 text-sm text-ink hover:border-navy-600 has-[:checked]:border-navy-900 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500"
          >
            <input
              id={c.id}
              type="radio"
              name={`talent-${name}`}
              value={c.value}
              defaultChecked={c.value === ''}
              className="sr-only"
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The profiles' filters by skill, work arrangement and availability: radio buttons whose checked
 * state the page's CSS reads (filterCss), so they work in the static HTML without a script and
 * every profile shows until one is chosen. A named group, not a form: a choice applies at once
 * and there is nothing to send (a form would owe a submit control, WCAG 3.2.2 H32).
 */
export function TalentFilters({ skills }: Props) {
  return (
    <div
      role="group"
      aria-label={copy.filters.label}
      className="mb-8 grid gap-5 rounded-card border border-navy-100 bg-navy-50 p-5"
    >
      <Group
        name="s"
        legend={copy.filters.skill}
        choices={skills.map((s, i) => ({ id: id('s', i), value: s, label: s }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Group
          name="a"
          legend={copy.filters.arrangement}
          choices={ARRANGEMENTS.map((a) => ({
            id: id('a', a),
            value: a,
            label: copy.arrangements[a],
          }))}
        />
        <Group
          name="v"
          legend={copy.filters.availability}
          choices={AVAILABILITY.map((v) => ({
            id: id('v', v),
            value: v,
            label: copy.availableBy[v],
          }))}
        />
      </div>
    </div>
  );
}
