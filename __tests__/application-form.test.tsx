import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { ApplicationForm } from '@/components/forms/ApplicationForm';
import { jobPages } from '@/content/job-pages';
import { site } from '@/content/site';
import { invokeFunction } from '@/lib/supabase';
import { stubMatchMedia } from './helpers/match-media';

/**
 * The application form's states around the function's answer (the sending itself is tested in the
 * browser on the fixture export, e2e/apply.spec.ts): what the candidate sees after a success, a
 * role closed since the page was built, a file the function could not keep, a failure and no
 * network. The words come from content/job-pages.ts.
 */
jest.setTimeout(30_000);
jest.mock('@/lib/supabase', () => ({ invokeFunction: jest.fn() }));
const invoke = invokeFunction as jest.MockedFunction<typeof invokeFunction>;
type Result = Awaited<ReturnType<typeof invokeFunction>>;

const copy = jobPages.apply;
const role = { jobSlug: 'senior-data-engineer-remote', jobTitle: 'Lead Data Engineer' };

let errorSpy: jest.SpyInstance;
beforeAll(() => {
  stubMatchMedia();
});
beforeEach(() => {
  invoke.mockReset();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  act(() => toast.remove());
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

async function fillAndSend() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <ApplicationForm {...role} />
      <Toaster />
    </>,
  );
  await user.type(screen.getByLabelText(copy.fields.fullName), 'Avery Okafor');
  await user.type(screen.getByLabelText(copy.fields.email), 'avery@example.com');
  await user.type(screen.getByLabelText(copy.fields.note), 'Available in March.');
  await user.upload(
    screen.getByLabelText(copy.fields.resume),
    new File(['%PDF-1.7'], 'avery-cv.pdf', { type: 'application/pdf' }),
  );
  // jsdom does not see a file user-event chose as filling a required input, and would hold the
  // submit; the browser's own check is exercised in e2e/apply.spec.ts.
  fireEvent.submit(screen.getByRole('button', { name: copy.submit }).closest('form')!);
}

it('sends the payload with the role, then says where the confirmation goes and empties the form', async () => {
  invoke.mockResolvedValue({
    data: { ok: true, roleOpen: true },
    error: null,
  } as unknown as Result);
  await fillAndSend();
  expect(await screen.findByText(copy.success.toastTitle)).toBeInTheDocument();
  expect(invoke).toHaveBeenCalledWith(
    'submit-application',
    expect.objectContaining({
      jobSlug: role.jobSlug,
      fullName: 'Avery Okafor',
      email: 'avery@example.com',
      note: 'Available in March.',
      resumeFilename: 'avery-cv.pdf',
      resumeBase64: Buffer.from('%PDF-1.7').toString('base64'),
    }),
  );
  const panel = screen.getByText(copy.success.title).closest('[role="status"]') as HTMLElement;
  expect(panel).toHaveTextContent(
    copy.success.text.replace('{email}', 'avery@example.com').replace('{role}', role.jobTitle),
  );
  expect(panel).not.toHaveTextContent(copy.success.closed);
  expect(screen.getByLabelText<HTMLInputElement>(copy.fields.fullName).value).toBe('');
});

it('a role closed since the page was built, and a file the function could not keep: the panel says both', async () => {
  invoke.mockResolvedValue({
    data: { ok: true, roleOpen: false, resumeKept: false },
    error: null,
  } as unknown as Result);
  await fillAndSend();
  const panel = await screen.findByText(copy.success.title);
  const status = panel.closest('[role="status"]') as HTMLElement;
  expect(status).toHaveTextContent(copy.success.closed);
  const link = within(status).getByRole('link', { name: site.email });
  expect(link).toHaveAttribute(
    'href',
    `mailto:${site.email}?subject=${encodeURIComponent(copy.success.resumeSubject.replace('{role}', role.jobTitle))}`,
  );
  expect(status).toHaveTextContent(
    copy.success.resumeNotKept.split('{email}')[0]!.replace('{file}', 'avery-cv.pdf'),
  );
});

it('a failed send keeps everything typed and chosen, with the failure toast', async () => {
  invoke.mockResolvedValue({
    data: null,
    error: new Error('Edge Function returned a non-2xx status code'),
  } as unknown as Result);
  await fillAndSend();
  expect(await screen.findByText(copy.failed.text)).toBeInTheDocument();
  expect(screen.getByLabelText(copy.fields.fullName)).toHaveValue('Avery Okafor');
  expect(screen.getByLabelText<HTMLInputElement>(copy.fields.resume).files?.[0]?.name).toBe(
    'avery-cv.pdf',
  );
  expect(screen.queryByText(copy.success.title)).not.toBeInTheDocument();
});

it('with no network, the toast says so and the form is kept', async () => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  invoke.mockRejectedValue(new TypeError('Failed to fetch'));
  await fillAndSend();
  expect(await screen.findByText(copy.offline.text)).toBeInTheDocument();
  expect(screen.getByLabelText(copy.fields.email)).toHaveValue('avery@example.com');
});
