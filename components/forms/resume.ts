import { useState } from 'react';
import { checkResumeFile, INVALID_FILE_TYPE } from '@/supabase/functions/_shared/core/rules.ts';
import { notifyError } from './notify';
import { refusalOf } from './refusal';

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

/**
 * The resume a form's file input holds: its name once it passes the rules (type and size), and
 * the check, which removes a rejected file with the spec's toast.
 */
export function useResumeChoice() {
  const [resumeName, setResumeName] = useState<string | null>(null);
  function checkChosenFile(input: HTMLInputElement): File | null {
    const file = input.files?.[0] ?? null;
    if (file) {
      const check = checkResumeFile(file);
      if (!check.ok) {
        notifyError(check.title, check.description);
        input.value = '';
        setResumeName(null);
        return null;
      }
    }
    setResumeName(file ? file.name : null);
    return file;
  }
  return { resumeName, setResumeName, checkChosenFile };
}
