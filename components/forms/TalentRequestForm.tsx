'use client';

import { hireForm as copy } from '@/content/hire';
import { fill } from '@/supabase/functions/_shared/core/fill';
import {
  TALENT_REQUEST_FUNCTION,
  TALENT_REQUEST_KIND,
  validateTalentRequest,
  type TalentRequestPayload as Payload,
} from '@/supabase/functions/_shared/core/talent-request.ts';
import { TALENT_REQUEST_FORM_ID } from './form-ids';
import { FormShell, SubmitButton } from './FormShell';
import { Outcome } from './Outcome';
import { Spinner } from './Spinner';
import { markField, readRequest, TalentRequestFields } from './TalentRequestFields';
import { useFormSend } from './use-form-send';

export type Props = {
  /** The section heading's id, which names the form. */
  labelledBy: string;
};

/** The request as typed, once the shared rules passed; the first wrong field marked otherwise. */
function checked(form: HTMLFormElement): Payload | null {
  const result = validateTalentRequest(readRequest(form));
  if (result.ok) return result.value;
  markField(form, result.error);
  return null;
}

/**
 * The hiring manager's request for talent (/hire), sent to request-talent after the shared rules
 * passed. Uncontrolled inputs: what is typed before the scripts arrive is kept and sent, and a
 * failed send keeps everything on the page for the next try. A success answers in place of the
 * form with who will call and when.
 */
export function TalentRequestForm({ labelledBy }: Props) {
  const send = useFormSend<Payload>({
    fn: TALENT_REQUEST_FUNCTION,
    ready: (form) => checked(form) !== null,
    read: (form) => checked(form) as Payload,
    words: { ...copy, sent: { title: copy.success.toastTitle, text: copy.success.toastText } },
    log: 'Failed to send the request for talent:',
  });
  const sent = send.sent?.payload;
  const words = sent && {
    phone: sent.phone,
    email: sent.email,
    role: sent.roleTitle,
  };
  const answer = sent && words && (
    <Outcome
      headingLevel={3}
      title={copy.success.title}
      again={{ label: copy.success.again, onClick: send.clear }}
    >
      <p>{fill(sent.phone ? copy.success.call : copy.success.write, words)}</p>
    </Outcome>
  );
  const footer = (
    <>
      <p className="text-sm text-muted">
        {copy.privacy}{' '}
        <a
          href="/privacy-policy#hiring-requests"
          className="font-semibold text-accent-700 underline"
        >
          {copy.privacyLink}
        </a>
        .
      </p>
      <SubmitButton send={send} words={copy} spinner={<Spinner />} />
    </>
  );
  const shell = { id: TALENT_REQUEST_FORM_ID, action: TALENT_REQUEST_KIND, labelledBy };
  return (
    <FormShell
      {...shell}
      send={send}
      outcome={answer}
      footer={footer}
      className="relative space-y-8"
    >
      <TalentRequestFields />
    </FormShell>
  );
}
