/**
 * The /jobs filters (components/jobs/JobFilters.tsx) as a visitor who sends a form by its button
 * uses them: the form has a named submit control (WCAG 3.2.2, H32), which applies the filters and
 * stays on the page. The roles here are the test's own, marked up as JobList marks them.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobFilters } from '@/components/jobs/JobFilters';

const ROLES = [
  { title: 'Cloud Engineer', text: 'cloud engineer terraform seattle', type: 'CONTRACTOR' },
  { title: 'Data Engineer', text: 'data engineer spark remote', type: 'FULL_TIME' },
];

function renderJobs() {
  render(
    <>
      <JobFilters
        places={[]}
        types={ROLES.map((role) => ({ value: role.type, label: role.type }))}
        total={ROLES.length}
      />
      <ul id="job-list">
        {ROLES.map((role) => (
          <li key={role.title} data-job="" data-text={role.text} data-type={role.type}>
            {role.title}
          </li>
        ))}
      </ul>
    </>,
  );
}

it('has a submit button that applies the filters without leaving the page', async () => {
  const user = userEvent.setup();
  renderJobs();
  const form = screen.getByRole('search');
  const send = within(form)
    .getAllByRole('button')
    .find((button) => button.getAttribute('type') === 'submit');
  expect(send).toBeDefined();
  expect(send).toHaveAccessibleName();
  const submitted = jest.fn((event: Event) => event.defaultPrevented);
  form.addEventListener('submit', (event) => queueMicrotask(() => submitted(event)));
  await user.type(within(form).getByRole('searchbox'), 'terraform');
  await user.click(send!);
  await Promise.resolve();
  expect(submitted).toHaveReturnedWith(true);
  expect(screen.getByText(ROLES[0].title)).toBeVisible();
  expect(screen.getByText(ROLES[1].title)).not.toBeVisible();
  expect(within(form).getByRole('status')).toHaveTextContent(`1 of ${ROLES.length}`);
});
