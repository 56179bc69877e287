/**
 * The form functions' pipeline (send-contact-email, send-tech-refugee-form, submit-application,
 * request-talent),
 * one named step after another, cheapest refusal first:
 *   refuseForeignPage → refuseWithoutSecret → limitAddress → requireJson → checkRoom   (steps-admit.ts)
 *   → readBody → validate → inspectFile → judgeBot                                     (steps-read.ts)
 *   → findRole → storeSubmission (→ the first send, first-send.ts)                      (steps-store.ts)
 * Each step refuses, answers, or lets the next run. Until the row is stored a failure keeps
 * nothing and says so (503); once it is stored the answer is success whatever fails after it,
 * and the drain (outbox/, the passes of intake/passes.ts) sends what the request could not.
 * Web-standard Request/Response only: Deno.serve runs it deployed, the local Node server and the
 * tests run the very same code.
 */
import { networkKey, type ClientAddressReport } from '../core/client-ip.ts';
import { answersFor, corsHeaders } from '../core/request-bounds.ts';
import {
  formSetup,
  success,
  type FormRequest,
  type FormSetup,
  type HandlerDeps,
  type Step,
} from './form-setup.ts';
import { health } from './health.ts';
import {
  checkRoom,
  limitAddress,
  refuseForeignPage,
  refuseWithoutSecret,
  requireJson,
} from './steps-admit.ts';
import { inspectFile, judgeBot, readBody, validate } from './steps-read.ts';
import { findRole, storeSubmission } from './steps-store.ts';

export type { HandlerDeps } from './form-setup.ts';

/** Who is asking: the address the handler rate-limits on, and how it was found. */
export type RequestContext = { ip: string; address?: ClientAddressReport };

export type FormHandler = (request: Request, context: RequestContext) => Promise<Response>;

/** The pipeline, in order. */
export const FORM_STEPS: Step[] = [
  refuseForeignPage,
  refuseWithoutSecret,
  limitAddress,
  requireJson,
  checkRoom,
  readBody,
  validate,
  inspectFile,
  judgeBot,
  findRole,
  storeSubmission,
];

/** Runs the steps until one answers; what throws is answered by whether the row was stored. */
async function runSteps(setup: FormSetup, req: FormRequest): Promise<Response> {
  const { kind, log } = setup;
  try {
    for (const step of FORM_STEPS) {
      const answer = await step(setup, req);
      if (answer) return answer;
    }
    throw new Error('the pipeline ended without an answer');
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (req.storedId) {
      // Stored: the visitor is told so; the drain sends what this request could not.
      log.error('failed after the submission was stored; the drain goes on with it', {
        requestId: req.requestId,
        kind,
        id: req.storedId,
        reason,
      });
      return success(req, req.storedId);
    }
    // Nothing was stored (a database that is down, locked past lock_timeout or slower than
    // statement_timeout: its transaction rolled back), and the visitor is told so.
    log.error('not stored: the database failed', { requestId: req.requestId, kind, reason });
    return req.json(
      503,
      {
        error:
          'server: the form could not take the submission right now (nothing was kept); try again',
      },
      { 'retry-after': '30' },
    );
  }
}

export function createFormHandler(deps: HandlerDeps): FormHandler {
  const setup = formSetup(deps);
  return async (request, { ip, address }) => {
    const requestId = crypto.randomUUID();
    const cors = corsHeaders(request, deps.env);
    const { json, refuse } = answersFor(request, { ...cors, 'x-request-id': requestId });
    const req: FormRequest = {
      request,
      ip,
      address,
      net: networkKey(ip),
      requestId,
      json,
      refuse,
      now: setup.clock(),
      spamReason: null,
    };
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method === 'GET' && new URL(request.url).searchParams.has('health'))
      return health(setup, req);
    if (request.method !== 'POST')
      return json(405, { error: 'method: only POST is allowed' }, { allow: 'POST, OPTIONS' });
    return runSteps(setup, req);
  };
}
