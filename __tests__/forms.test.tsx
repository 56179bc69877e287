import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { ContactForm } from '@/components/forms/ContactForm';
import { RegistrationForm } from '@/components/forms/RegistrationForm';
import { contactForm } from '@/content/contact-form';
import { registrationForm } from '@/content/registration-form';
import { site } from '@/content/site';
import { invokeFunction } from '@/lib/supabase';
import { fill } from '@/supabase/functions/_shared/core/fill';
import { PRIMARY_SKILLS, WORK_TYPES } from '@/supabase/functions/_shared/core/rules.ts';
import { stubMatchMedia } from './helpers/match-media';

/** The options the rules define, by name (the form offers them in this order). */
const [AI_ML, DATA_SCIENCE, CLOUD_DEVOPS, , , MARKETING] = PRIMARY_SKILLS;
const [, CONTRACT, , REMOTE, HYBRID, ONSITE] = WORK_TYPES;

jest.setTimeout(30_000);

jest.mock('@/lib/supabase', () => ({ invokeFunction: jest.fn() }));
const invoke = invokeFunction as jest.MockedFunction<typeof invokeFunction>;

type Result = Awaited<ReturnType<typeof invokeFunction>>;
const ok = { data: { ok: true, id: 'x' }, error: null } as unknown as Result;
const failed = {
  data: null,
  error: new Error('Edge Function returned a non-2xx status code'),
} as unknown as Result;

/** What a person's browser adds beside the form's fields: an empty honeypot and the time taken. */
const PERSON_SIGNALS = { referralCode: '', elapsedMs: expect.any(Number) };

/** A promise the test settles by hand, to look at the in-flight state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

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
});

describe('ContactForm', () => {
  async function fill() {
    const user = userEvent.setup();
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText(contactForm.fields.name), 'Jordan Rivera');
    await user.type(screen.getByLabelText(contactForm.fields.email), 'jordan@example.com');
    await user.type(screen.getByLabelText(contactForm.fields.subject), 'Contract engineers');
    await user.type(screen.getByLabelText(contactForm.fields.message), 'Two for six months.');
    return user;
  }

  it('has the four required fields, an email input and a five-row message box', () => {
    render(<ContactForm />);
    for (const label of Object.values(contactForm.fields))
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(contactForm.fields.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(contactForm.fields.message)).toHaveAttribute('rows', '5');
  });

  it('shows "Sending..." disabled while sending, then the success toast and empty fields', async () => {
    const call = deferred<Result>();
    invoke.mockReturnValue(call.promise);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: contactForm.submit }));
    expect(screen.getByRole('button', { name: contactForm.submitting })).toBeDisabled();
    expect(invoke).toHaveBeenCalledWith('send-contact-email', {
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      subject: 'Contract engineers',
      ...PERSON_SIGNALS,
      message: 'Two for six months.',
    });
    await act(async () => call.resolve(ok));
    expect(await screen.findByText(contactForm.sent.title)).toBeInTheDocument();
    expect(screen.getByText(contactForm.sent.text)).toBeInTheDocument();
    for (const label of Object.values(contactForm.fields))
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: contactForm.submit })).toBeEnabled();
  });

  it.each([
    ['returns an error', () => invoke.mockResolvedValue(failed)],
    ['throws', () => invoke.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('when the call %s: destructive toast, console error, fields kept', async (_case, arrange) => {
    arrange();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: contactForm.submit }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(contactForm.failed.title);
    expect(toast).toHaveTextContent(contactForm.failed.text);
    // The failure itself is what is logged (not some other warning), with its error.
    expect(errorSpy).toHaveBeenCalledWith('Failed to send the contact message:', expect.any(Error));
    expect(screen.getByLabelText(contactForm.fields.name)).toHaveValue('Jordan Rivera');
    expect(screen.getByLabelText(contactForm.fields.message)).toHaveValue('Two for six months.');
    expect(screen.getByRole('button', { name: contactForm.submit })).toBeEnabled();
  });
});

describe('RegistrationForm', () => {
  function setup() {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <>
        <RegistrationForm />
        <Toaster />
      </>,
    );
    return user;
  }
  async function fillText(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(registrationForm.fields.fullName), 'Morgan Lee');
    await user.type(screen.getByLabelText(registrationForm.fields.email), 'morgan@example.com');
    await user.type(
      screen.getByLabelText(registrationForm.fields.recentEmployer),
      'Northwind Cloud',
    );
    await user.type(screen.getByLabelText(registrationForm.fields.role), 'SRE');
    await user.type(
      screen.getByLabelText(registrationForm.fields.careerGoal),
      'Lead a platform team.',
    );
  }
  const skills = () =>
    within(screen.getByRole('group', { name: registrationForm.groups.primarySkills.legend }));
  const work = () =>
    within(screen.getByRole('group', { name: registrationForm.groups.preferredWorkType.legend }));

  it('has its labels, options and picker', () => {
    setup();
    for (const label of [
      registrationForm.fields.fullName,
      registrationForm.fields.email,
      registrationForm.fields.recentEmployer,
      registrationForm.fields.role,
      registrationForm.fields.careerGoal,
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(registrationForm.fields.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(registrationForm.fields.linkedinUrl)).toHaveAttribute(
      'type',
      'url',
    );
    expect(screen.getByLabelText(registrationForm.fields.linkedinUrl)).not.toBeRequired();
    expect(screen.getByLabelText(registrationForm.fields.careerGoal)).toHaveAttribute('rows', '5');
    // copy-literals: the spec's option values (SPEC.md section 3), which the rules hold; the function accepts only these.
    expect(
      skills()
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual([
      'AI / ML Engineering',
      'Data Science',
      'Cloud / DevOps',
      'Software Development',
      'Product / Project Management',
      'Marketing / Growth',
    ]);
    // copy-literals: the spec's option values (SPEC.md section 3), which the rules hold; the function accepts only these.
    expect(
      work()
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['Full-Time', 'Contract', 'Fractional', 'Remote', 'Hybrid', 'Onsite']);
    expect(screen.getByLabelText(registrationForm.fields.resume)).toHaveAttribute(
      'accept',
      '.pdf,.doc,.docx',
    );
  });

  it('keeps submit disabled until a skill and a work type are chosen; unchecking removes them', async () => {
    const user = setup();
    const submit = screen.getByRole('button', { name: registrationForm.submit });
    expect(submit).toBeDisabled();
    await user.click(skills().getByLabelText(DATA_SCIENCE));
    expect(submit).toBeDisabled();
    await user.click(work().getByLabelText(REMOTE));
    expect(submit).toBeEnabled();
    await user.click(skills().getByLabelText(DATA_SCIENCE));
    expect(submit).toBeDisabled();
  });

  it('rejects a wrong type and a file over 5 MB, clearing the picker; shows the chosen file', async () => {
    const user = setup();
    const picker = screen.getByLabelText<HTMLInputElement>(registrationForm.fields.resume);
    await user.upload(picker, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a PDF or DOCX file')).toBeInTheDocument();
    expect(picker.value).toBe('');
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await user.upload(picker, big);
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please upload a file smaller than 5MB')).toBeInTheDocument();
    expect(picker.value).toBe('');
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();

    const docx = new File(['PK'], 'cv.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await user.upload(picker, docx);
    expect(
      screen.getByText(registrationForm.fields.resumeSelected.replace('{file}', 'cv.docx')),
    ).toBeInTheDocument();
  });

  it('submits the exact payload with the resume as bare base64, shows the spinner, then empties everything', async () => {
    const call = deferred<Result>();
    invoke.mockReturnValue(call.promise);
    const user = setup();
    await fillText(user);
    await user.type(
      screen.getByLabelText(registrationForm.fields.linkedinUrl),
      'https://www.linkedin.com/in/morgan',
    );
    await user.click(skills().getByLabelText(CLOUD_DEVOPS));
    await user.click(skills().getByLabelText(AI_ML));
    await user.click(work().getByLabelText(CONTRACT));
    await user.upload(
      screen.getByLabelText(registrationForm.fields.resume),
      new File(['%PDF-1.4 hi'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: registrationForm.submit }));

    const busy = await screen.findByRole('button', { name: registrationForm.submitting });
    expect(busy).toBeDisabled();
    expect(within(busy).getByTestId('spinner')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('send-tech-refugee-form', {
      fullName: 'Morgan Lee',
      email: 'morgan@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/morgan',
      recentEmployer: 'Northwind Cloud',
      role: 'SRE',
      // In the form's order, whatever order they were ticked in.
      primarySkills: [AI_ML, CLOUD_DEVOPS],
      preferredWorkType: [CONTRACT],
      careerGoal: 'Lead a platform team.',
      resumeBase64: Buffer.from('%PDF-1.4 hi').toString('base64'),
      resumeFilename: 'cv.pdf',
      ...PERSON_SIGNALS,
    });

    await act(async () => call.resolve(ok));
    expect(await screen.findByText(registrationForm.sent.title)).toBeInTheDocument();
    expect(screen.getByText(registrationForm.sent.text)).toBeInTheDocument();
    for (const label of [
      registrationForm.fields.fullName,
      registrationForm.fields.email,
      registrationForm.fields.linkedinUrl,
      registrationForm.fields.recentEmployer,
      registrationForm.fields.role,
      registrationForm.fields.careerGoal,
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>(registrationForm.fields.resume).value).toBe('');
    expect(screen.getByRole('button', { name: registrationForm.submit })).toBeDisabled();
  });

  it('when the registration is stored without its resume: the success toast, and the page says where to email the file', async () => {
    invoke.mockResolvedValue({
      data: { ok: true, id: 'x', resumeKept: false },
      error: null,
    } as unknown as Result);
    const user = setup();
    await fillText(user);
    await user.click(skills().getByLabelText(DATA_SCIENCE));
    await user.click(work().getByLabelText(REMOTE));
    await user.upload(
      screen.getByLabelText(registrationForm.fields.resume),
      new File(['%PDF-1.7'], 'morgan-cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: registrationForm.submit }));
    expect(await screen.findByText(registrationForm.sent.title)).toBeInTheDocument();
    // The words before the address, as content/registration-form.ts has them with the file named.
    const [before] = registrationForm.resumeNotKept.split('{email}');
    const expected = fill(before, { file: 'morgan-cv.pdf' }).trim();
    const notice = await screen.findByText(
      new RegExp(expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const link = within(notice).getByRole('link', { name: site.email });
    expect(link).toHaveAttribute(
      'href',
      `mailto:${site.email}?subject=${encodeURIComponent(registrationForm.resumeSubject)}`,
    );
  });

  it("when the function finds the file is not what it says: the spec's Invalid file type toast, the file removed, the rest kept", async () => {
    // The Response supabase-js puts in the error's context (jsdom has no Response: its shape).
    const json = {
      error:
        'resumeBase64: Invalid file type: please upload a PDF or DOCX file (it carries JavaScript)',
    };
    const answer = { status: 400, clone: () => ({ json: async () => json }) };
    invoke.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
        context: answer,
      }),
    } as unknown as Result);
    const user = setup();
    await fillText(user);
    await user.click(skills().getByLabelText(DATA_SCIENCE));
    await user.click(work().getByLabelText(REMOTE));
    const picker = screen.getByLabelText<HTMLInputElement>(registrationForm.fields.resume);
    await user.upload(
      picker,
      new File(['%PDF-1.7 /JavaScript'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: registrationForm.submit }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid file type');
    expect(toast).toHaveTextContent('Please upload a PDF or DOCX file');
    expect(picker.value).toBe('');
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(registrationForm.fields.fullName)).toHaveValue('Morgan Lee');
    expect(screen.getByRole('button', { name: registrationForm.submit })).toBeEnabled();
  });

  it('sends empty resume fields without a file', async () => {
    invoke.mockResolvedValue(ok);
    const user = setup();
    await fillText(user);
    await user.click(skills().getByLabelText(MARKETING));
    await user.click(work().getByLabelText(ONSITE));
    await user.click(screen.getByRole('button', { name: registrationForm.submit }));
    await waitFor(() => expect(invoke).toHaveBeenCalled(), { timeout: 5000 });
    expect(invoke.mock.calls[0][1]).toMatchObject({
      linkedinUrl: '',
      resumeBase64: '',
      resumeFilename: '',
    });
  });

  it.each([
    ['returns an error', () => invoke.mockResolvedValue(failed)],
    ['throws', () => invoke.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])(
    'when the call %s: error toast, logged, values kept, submitting ends',
    async (_case, arrange) => {
      arrange();
      const user = setup();
      await fillText(user);
      await user.click(skills().getByLabelText(DATA_SCIENCE));
      await user.click(work().getByLabelText(HYBRID));
      await user.click(screen.getByRole('button', { name: registrationForm.submit }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent(registrationForm.failed.title);
      expect(toast).toHaveTextContent(registrationForm.failed.text);
      expect(errorSpy).toHaveBeenCalledWith(
        'Failed to submit the registration:',
        expect.any(Error),
      );
      expect(screen.getByLabelText(registrationForm.fields.fullName)).toHaveValue('Morgan Lee');
      expect(skills().getByLabelText(DATA_SCIENCE)).toBeChecked();
      expect(work().getByLabelText(HYBRID)).toBeChecked();
      expect(screen.getByRole('button', { name: registrationForm.submit })).toBeEnabled();
    },
  );
});
