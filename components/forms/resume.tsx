import { fill } from '@/supabase/functions/_shared/core/fill';
import { useRef, useState } from 'react';
import { site } from '@/content/site';
import {
  checkResumeFile,
  INVALID_FILE_TYPE,
  INVALID_FILE_TYPE_TOAST,
  RESUME_ACCEPT,
} from '@/supabase/functions/_shared/core/rules.ts';
import { notifyError } from './notify';
import { refusalOf } from './refusal';
import { labelClass } from './styles';

/**
 * Whether a refusal is the function's verdict on the file (its structure is not a PDF, DOC or
 * DOCX): a 400 whose message says `resumeBase64: Invalid file type...`.
 */
export async function isInvalidFileType(error: unknown): Promise<boolean> {
  const refusal = await refusalOf(error);
  return (
    refusal?.status === 400 && refusal.message.startsWith(`resumeBase64: ${INVALID_FILE_TYPE}`)
  );
}

/** The file's bytes as base64, without the data-URL prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** A payload's resume: the file's bytes as base64 and its name, both empty without a file. */
export async function resumeFields(file: File | null) {
  return {
    resumeBase64: file ? await readAsBase64(file) : '',
    resumeFilename: file ? file.name : '',
  };
}

/**
 * The resume a form's file input holds: its name once it passes the rules (type and size), the
 * check, which removes a rejected file with the spec's toast, and the form's answer to the
 * function's verdict that the file is not what it says (the spec's toast, the file removed).
 */
export function useResume() {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  const clear = () => {
    if (input.current) input.current.value = '';
    setName(null);
  };
  return {
    input,
    name,
    clear,
    file: () => input.current?.files?.[0] ?? null,
    check() {
      const file = input.current?.files?.[0] ?? null;
      const verdict = file ? checkResumeFile(file) : null;
      if (verdict && !verdict.ok) {
        notifyError(verdict.title, verdict.description);
        return clear();
      }
      setName(file ? file.name : null);
    },
    async refused(error: unknown, payload: { resumeFilename: string }): Promise<boolean> {
      if (!payload.resumeFilename || !(await isInvalidFileType(error))) return false;
      notifyError(INVALID_FILE_TYPE_TOAST.title, INVALID_FILE_TYPE_TOAST.description);
      clear();
      return true;
    },
  };
}

type FieldProps = {
  id: string;
  resume: ReturnType<typeof useResume>;
  words: { resume: string; resumeHint: string; resumeSelected: string };
  required?: boolean;
};

/** The resume's picker, its hint, and the chosen file's name once it passed the rules. */
export function ResumeField({ id, resume: { input, name, check }, words, required }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {words.resume}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {words.resumeHint}
      </p>
      <input
        ref={input}
        id={id}
        name="resume"
        type="file"
        accept={RESUME_ACCEPT}
        required={required}
        aria-describedby={`${id}-hint`}
        onChange={check}
        className="mt-2 block w-full text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-navy-100 file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-navy-200"
      />
      {name && (
        <p className="mt-2 text-sm font-medium text-navy-800">
          {fill(words.resumeSelected, { file: name })}
        </p>
      )}
    </div>
  );
}

/** Where to send the resume the function could not keep: the firm's address, with a subject. */
export function ResumeNotKept({
  words,
  file,
  subject,
}: {
  words: string;
  file: string;
  subject: string;
}) {
  const [before, after] = words.split('{email}').map((part) => fill(part, { file }));
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
      {before}
      <a
        className="font-semibold break-all text-navy-800 underline"
        href={`mailto:${site.email}?subject=${encodeURIComponent(subject)}`}
      >
        {site.email}
      </a>
      {after}
    </p>
  );
}
