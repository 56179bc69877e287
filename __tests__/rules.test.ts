/** @jest-environment node */
import fc from 'fast-check';
import { escapeHtml, composeEmail } from '@/supabase/functions/_shared/providers/email.ts';
import {
  base64DecodedLength,
  BOT_SIGNALS,
  checkResumeFile,
  decodeBase64Strict,
  describeError,
  type FieldError,
  encodeBase64,
  hasVisibleLetter,
  isHttpUrl,
  isValidEmail,
  MAX_RESUME_BYTES,
  PRIMARY_SKILLS,
  printable,
  RESUME_ACCEPT,
  RESUME_CONTENT_TYPES,
  sanitizeFilename,
  sniffResume,
  validateApplication,
  validateContact,
  validateRegistration,
  WORK_TYPES,
} from '@/supabase/functions/_shared/core/rules.ts';

const contact = {
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  subject: 'Hiring',
  message: 'Two engineers.',
};
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'binary'));
const b64 = (data: Uint8Array | string) =>
  Buffer.from(typeof data === 'string' ? Buffer.from(data, 'binary') : data).toString('base64');
const PDF = bytes('%PDF-1.4\n%%EOF');
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
const DOCX = bytes('PK\x03\x04\x14\x00\x00\x00[Content_Types].xml...PK\x03\x04word/document.xml');
const ZIP = bytes('PK\x03\x04\x14\x00\x00\x00xl/workbook.xml');
const registration = {
  fullName: 'Morgan Lee',
  email: 'morgan@example.com',
  linkedinUrl: '',
  recentEmployer: 'Northwind',
  role: 'SRE',
  primarySkills: ['Data Science'],
  preferredWorkType: ['Remote'],
  careerGoal: 'Platform lead.',
  resumeBase64: '',
  resumeFilename: '',
};
const errorOf = (v: { ok: true } | { ok: false; error: FieldError }) =>
  v.ok ? null : describeError(v.error);

describe('options and limits', () => {
  it('lists the six primary skills and six work types, in order', () => {
    // copy-literals: the registration's choices are the rules' (core/rules.ts), not content/
    expect(PRIMARY_SKILLS).toEqual([
      'AI / ML Engineering',
      'Data Science',
      'Cloud / DevOps',
      'Software Development',
      'Product / Project Management',
      'Marketing / Growth',
    ]);
    // copy-literals: the registration's choices are the rules' (core/rules.ts), not content/
    expect(WORK_TYPES).toEqual([
      'Full-Time',
      'Contract',
      'Fractional',
      'Remote',
      'Hybrid',
      'Onsite',
    ]);
    expect(MAX_RESUME_BYTES).toBe(5 * 1024 * 1024);
    expect(RESUME_ACCEPT).toBe('.pdf,.doc,.docx');
  });
});

describe('the browser resume check', () => {
  it('accepts PDF, legacy Word and DOCX by content type up to 5 MB', () => {
    for (const type of Object.values(RESUME_CONTENT_TYPES))
      expect(checkResumeFile({ type, size: MAX_RESUME_BYTES })).toEqual({ ok: true });
  });
  it('rejects other types and files over 5 MB with their messages', () => {
    expect(checkResumeFile({ type: 'text/plain', size: 10 })).toEqual({
      ok: false,
      reason: 'type',
      title: 'Invalid file type',
      description: 'Please upload a PDF or DOCX file',
    });
    expect(checkResumeFile({ type: '', size: 10 })).toMatchObject({ reason: 'type' });
    expect(checkResumeFile({ type: 'application/pdf', size: MAX_RESUME_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'size',
      title: 'File too large',
      description: 'Please upload a file smaller than 5MB',
    });
  });
});

describe('validateContact', () => {
  it('accepts a message and trims it', () => {
    expect(validateContact({ ...contact, name: '  Jordan Rivera  ', extra: 1 })).toEqual({
      ok: true,
      value: contact,
    });
  });
  it.each([
    [null, 'body: must be a JSON object'],
    ['text', 'body: must be a JSON object'],
    [[contact], 'body: must be a JSON object'],
    [{ ...contact, name: undefined }, 'name: is required'],
    [{ ...contact, name: '   ' }, 'name: is required'],
    [{ ...contact, name: 42 }, 'name: must be a string'],
    [{ ...contact, name: 'x'.repeat(201) }, 'name: must be at most 200 characters'],
    [
      { ...contact, name: 'Jordan\nRivera' },
      'name: must be a single line without control characters',
    ],
    [{ ...contact, email: 'jordan' }, 'email: must be a valid email address'],
    [{ ...contact, email: 'a@b' }, 'email: must be a valid email address'],
    [{ ...contact, email: 'a b@c.com' }, 'email: must be a valid email address'],
    [{ ...contact, email: `${'a'.repeat(250)}@b.co` }, 'email: must be at most 254 characters'],
    [{ ...contact, subject: '' }, 'subject: is required'],
    [
      { ...contact, subject: 'Hi\r\nBcc: x@y.z' },
      'subject: must be a single line without control characters',
    ],
    [{ ...contact, message: 'x'.repeat(10_001) }, 'message: must be at most 10000 characters'],
    [{ ...contact, message: 'bell\u0007' }, 'message: contains control characters'],
  ])('refuses %j with "%s"', (input, error) => {
    expect(errorOf(validateContact(input))).toBe(error);
  });
  it('keeps line breaks and tabs in the message, and accepts the bounds exactly', () => {
    const v = validateContact({
      ...contact,
      name: 'x'.repeat(200),
      message: `line 1\r\n\tline 2${'y'.repeat(9_980)}`,
    });
    expect(v.ok).toBe(true);
  });
});

describe('email and URL syntax', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'brien@example.ie"])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each([
    '',
    'a@',
    '@b.co',
    'a@b',
    'a..b@c.co',
    '.a@c.co',
    'a@-b.co',
    'a@b.co>',
    `${'a'.repeat(65)}@b.co`,
  ])('refuses %j', (e) => expect(isValidEmail(e)).toBe(false));
  it('takes only http(s) URLs', () => {
    expect(isHttpUrl('https://www.linkedin.com/in/x')).toBe(true);
    expect(isHttpUrl('http://linkedin.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.y',
      'linkedin.com/in/x',
      'data:text/html,hi',
      'https://',
    ])
      expect(isHttpUrl(bad)).toBe(false);
  });
});

describe('validateRegistration', () => {
  it('accepts a registration without a resume', () => {
    const v = validateRegistration(registration);
    expect(v).toEqual({
      ok: true,
      value: expect.objectContaining({ fullName: 'Morgan Lee', resume: null }),
    });
  });
  it.each([
    [{ fullName: '' }, 'fullName: is required'],
    [{ email: 'nope' }, 'email: must be a valid email address'],
    [{ linkedinUrl: 'linkedin.com/in/x' }, 'linkedinUrl: must be an http(s) URL'],
    [{ linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl: must be an http(s) URL'],
    [{ recentEmployer: ' ' }, 'recentEmployer: is required'],
    [{ role: 'r'.repeat(201) }, 'role: must be at most 200 characters'],
    [{ primarySkills: [] }, 'primarySkills: choose at least one'],
    [{ primarySkills: 'Data Science' }, 'primarySkills: must be a list'],
    [
      { primarySkills: ['Data Science', 'Data Science'] },
      'primarySkills: "Data Science" is listed twice',
    ],
    [
      { preferredWorkType: ['Part-Time'] },
      expect.stringMatching(/^preferredWorkType: unknown option/),
    ],
    [{ preferredWorkType: [] }, 'preferredWorkType: choose at least one'],
    [{ careerGoal: '' }, 'careerGoal: is required'],
    [
      { resumeBase64: b64(PDF), resumeFilename: '' },
      'resumeFilename: is required when a resume is attached',
    ],
    [
      { resumeBase64: '', resumeFilename: 'cv.pdf' },
      'resumeBase64: is required when resumeFilename is given',
    ],
    [
      { resumeBase64: 'data:application/pdf;base64,' + b64(PDF), resumeFilename: 'cv.pdf' },
      'resumeBase64: must be strict base64',
    ],
    [
      { resumeBase64: b64(PDF).slice(0, -1), resumeFilename: 'cv.pdf' },
      'resumeBase64: must be strict base64',
    ],
    [
      { resumeBase64: `${b64(PDF)}\n`, resumeFilename: 'cv.pdf' },
      'resumeBase64: must be strict base64',
    ],
    [
      { resumeBase64: b64('MZ executable'), resumeFilename: 'cv.pdf' },
      'resumeBase64: Invalid file type: please upload a PDF or DOCX file (it is not a PDF, DOC or DOCX document)',
    ],
    [
      { resumeBase64: b64(ZIP), resumeFilename: 'cv.docx' },
      'resumeBase64: Invalid file type: please upload a PDF or DOCX file (it is not a PDF, DOC or DOCX document)',
    ],
    [
      { resumeBase64: b64(PDF), resumeFilename: 'cv.exe' },
      'resumeFilename: must end in .pdf, .doc or .docx',
    ],
    [
      { resumeBase64: b64(PDF), resumeFilename: 'cv.docx' },
      "resumeFilename: does not match the file's content (PDF)",
    ],
    [{ resumeBase64: 42, resumeFilename: 'cv.pdf' }, 'resumeBase64: must be a string'],
  ])('refuses %j', (over, error) => {
    expect(errorOf(validateRegistration({ ...registration, ...over }))).toEqual(error);
  });
  it('refuses a resume over 5 MB before decoding it', () => {
    const big = 'A'.repeat(Math.ceil((MAX_RESUME_BYTES + 3) / 3) * 4);
    expect(
      errorOf(
        validateRegistration({ ...registration, resumeBase64: big, resumeFilename: 'cv.pdf' }),
      ),
    ).toBe('resumeBase64: the file must be at most 5 MB');
  });
  it.each([
    [PDF, 'cv.PDF', 'pdf', 'application/pdf'],
    [DOC, 'cv.doc', 'doc', 'application/msword'],
    [DOCX, 'C:\\Users\\me\\My CV.docx', 'docx', RESUME_CONTENT_TYPES.docx],
  ])('accepts a real %#: typed by its bytes, file name sanitised', (data, name, kind, type) => {
    const v = validateRegistration({
      ...registration,
      resumeBase64: b64(data),
      resumeFilename: name,
    });
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(v.value.resume).toMatchObject({ kind, contentType: type });
      expect(Buffer.from(v.value.resume!.base64, 'base64').equals(Buffer.from(data))).toBe(true);
      expect(v.value.resume!.size).toBe(data.length);
      expect(v.value.resume!.filename).toMatch(/^[A-Za-z0-9._ ()-]+\.(pdf|doc|docx)$/);
    }
  });
});

describe('validateApplication', () => {
  const application = {
    jobSlug: 'senior-data-engineer-remote',
    fullName: 'Avery Okafor',
    email: 'avery@example.com',
    phone: '',
    linkedinUrl: '',
    note: '',
    resumeBase64: b64(PDF),
    resumeFilename: 'Avery Okafor CV.pdf',
  };
  it('accepts the required fields with a resume typed by its bytes, and keeps the optional ones', () => {
    const v = validateApplication({
      ...application,
      phone: ' +1 (206) 555-0134 ext. 12 ',
      note: 'Available in March.\nHappy to relocate.',
    });
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(v.value).toMatchObject({
        jobSlug: application.jobSlug,
        phone: '+1 (206) 555-0134 ext. 12',
        note: 'Available in March.\nHappy to relocate.',
      });
      expect(v.value.resume).toMatchObject({
        kind: 'pdf',
        contentType: 'application/pdf',
        filename: 'Avery Okafor CV.pdf',
      });
    }
  });
  it.each([
    [{ jobSlug: '../admin' }, "jobSlug: must be a role's slug, as in /jobs/<slug>"],
    [{ jobSlug: 42 }, "jobSlug: must be a role's slug, as in /jobs/<slug>"],
    [{ fullName: ' ' }, 'fullName: is required'],
    [{ email: 'avery@' }, 'email: must be a valid email address'],
    [{ phone: 'call me' }, 'phone: must be a phone number: digits, spaces and + ( ) . - only'],
    [{ phone: '12-34' }, 'phone: must be a phone number: digits, spaces and + ( ) . - only'],
    [{ linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl: must be an http(s) URL'],
    [{ note: 'n'.repeat(2001) }, 'note: must be at most 2000 characters'],
    [
      { resumeBase64: '', resumeFilename: '' },
      'resumeBase64: a resume (PDF, DOC or DOCX) is required',
    ],
    [
      { resumeBase64: b64('MZ executable') },
      'resumeBase64: Invalid file type: please upload a PDF or DOCX file (it is not a PDF, DOC or DOCX document)',
    ],
  ])('refuses %j', (over, error) => {
    expect(errorOf(validateApplication({ ...application, ...over }))).toEqual(error);
  });
});

describe('bytes and names', () => {
  it('decodes strict base64 only and knows the decoded length', () => {
    expect(decodeBase64Strict('aGVsbG8=')).toEqual(bytes('hello'));
    expect(base64DecodedLength('aGVsbG8=')).toBe(5);
    for (const bad of ['aGVsbG8', 'aGVs bG8=', 'aGVsbG8=\n', 'aGVsbG8-', '====', 'a==='])
      expect(decodeBase64Strict(bad)).toBeNull();
    expect(decodeBase64Strict('')).toEqual(new Uint8Array());
  });
  it('round-trips any bytes through encodeBase64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (data) => {
        expect(decodeBase64Strict(encodeBase64(data))).toEqual(data);
        expect(encodeBase64(data)).toBe(Buffer.from(data).toString('base64'));
      }),
    );
  });
  it('sniffs PDF, OLE Word and ZIP-with-word/ only', () => {
    expect(sniffResume(PDF)).toBe('pdf');
    expect(sniffResume(DOC)).toBe('doc');
    expect(sniffResume(DOCX)).toBe('docx');
    expect(sniffResume(ZIP)).toBeNull();
    expect(sniffResume(bytes('%PD'))).toBeNull();
    expect(sniffResume(new Uint8Array())).toBeNull();
  });
  it('sanitises file names', () => {
    expect(sanitizeFilename('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeFilename('..\\..\\win.docx')).toBe('win.docx');
    expect(sanitizeFilename('Résumé <final>.PDF')).toBe('Resume _final_.pdf');
    expect(sanitizeFilename('.hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeFilename(`${'x'.repeat(300)}.pdf`)).toBe(`${'x'.repeat(100)}.pdf`);
    expect(sanitizeFilename('.pdf')).toBe('pdf');
  });
});

describe('notification emails', () => {
  it('escapes every piece of user text in the HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const email = composeEmail(
      {
        kind: 'contact',
        id: 'id-1',
        createdAt: new Date(),
        data: { ...contact, name: '<img src=x onerror=alert(1)>', subject: 'Hi\nthere' },
      },
      { from: 'f@x.io', to: ['t@x.io'] },
    );
    expect(email.html).not.toMatch(/<img/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.subject).toBe('Website contact: Hi there');
    expect(email.replyTo).toBe('jordan@example.com');
  });
});

describe('invisible characters and blank names', () => {
  const c = (over: Record<string, unknown>) =>
    validateContact({
      name: 'Jordan',
      email: 'j@example.com',
      subject: 'Hi',
      message: 'Hello',
      ...over,
    });
  it.each([
    ['zero-width space', 'Jor\u200bdan'],
    ['word joiner', 'Jor\u2060dan'],
    ['invisible times', 'Jor\u2062dan'],
    ['byte order mark inside', 'Jor\ufeffdan'],
    ['Mongolian vowel separator', 'Jor\u180edan'],
    ['tag characters', 'Jordan\u{e0067}\u{e0062}'],
  ])('refuses a %s in a one-line field', (_label, name) => {
    expect(c({ name })).toEqual({
      ok: false,
      error: { field: 'name', why: 'must not contain invisible characters' },
    });
    expect(c({ subject: name })).toEqual({
      ok: false,
      error: { field: 'subject', why: 'must not contain invisible characters' },
    });
  });

  it('keeps the joiners Persian and Indic names use, and invisible characters in a message', () => {
    expect(c({ name: '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645' }).ok).toBe(true);
    expect(c({ name: '\u0915\u094d\u200d\u0937' }).ok).toBe(true);
    expect(c({ message: 'a\u200bb' }).ok).toBe(true);
  });

  it('refuses a name with no visible letter', () => {
    for (const name of [
      '\u3164',
      '\u3164\u3164',
      '\u115f\u1160',
      '\uffa0 \u3164',
      '\u2800',
      '...',
      '123',
    ]) {
      expect([name, c({ name })]).toEqual([
        name,
        { ok: false, error: { field: 'name', why: 'must contain a visible letter' } },
      ]);
    }
    expect(hasVisibleLetter('\u3164J')).toBe(true);
  });

  it('prints what was stored with invisible characters replaced', () => {
    expect(printable('a\u200bb\u{e0041}c\u200cd')).toBe('a\ufffdb\ufffdc\u200cd');
  });
});

describe('no input makes a validator throw', () => {
  const anyValue = fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withNullPrototype: true,
  });
  const fields = (keys: string[]) =>
    fc.record(
      Object.fromEntries(
        keys.map((k) => [
          k,
          fc.oneof(
            anyValue,
            fc.string(),
            fc.array(fc.constantFrom(...PRIMARY_SKILLS, ...WORK_TYPES, 'x')),
          ),
        ]),
      ),
      {
        requiredKeys: [],
      },
    );
  it('validateContact', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fields(Object.keys(contact))), (input) => {
        const v = validateContact(input);
        expect(typeof v.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
  it('validateRegistration', () => {
    const resume = fc.record({
      resumeBase64: fc.oneof(
        fc.base64String(),
        fc.uint8Array({ maxLength: 64 }).map((d) => encodeBase64(d)),
        fc.string(),
      ),
      resumeFilename: fc.oneof(
        fc.string(),
        fc.constantFrom('a.pdf', 'b.doc', 'c.docx', '../x.pdf'),
      ),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          anyValue,
          fields(Object.keys(registration)),
          fc
            .tuple(fields(Object.keys(registration)), resume)
            .map(([a, b]) => ({ ...registration, ...a, ...b })),
        ),
        (input) => {
          const v = validateRegistration(input);
          expect(typeof v.ok).toBe('boolean');
          // A refusal names a field the form sends (or the body) and says why, in words.
          if (!v.ok) {
            expect(['body', ...Object.keys(registration), ...Object.values(BOT_SIGNALS)]).toContain(
              v.error.field,
            );
            expect(describeError(v.error)).toMatch(/^[A-Za-z][A-Za-z0-9]*: \S.*/);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
