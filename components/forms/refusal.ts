/**
 * A refusal's status and message: supabase-js puts the Response of a non-2xx answer in the
 * error's `context`, and the functions answer `{ "error": "..." }`. Null for a network failure.
 */
export async function refusalOf(
  error: unknown,
): Promise<{ status: number; message: string } | null> {
  const context = (error as { context?: Partial<Pick<Response, 'status' | 'clone'>> } | null)
    ?.context;
  if (!context || typeof context.status !== 'number' || typeof context.clone !== 'function')
    return null;
  let message = '';
  try {
    const body = (await context.clone().json()) as { error?: unknown };
    if (typeof body.error === 'string') message = body.error;
  } catch {
    // A body that is not the functions' JSON: the status alone says what happened.
  }
  return { status: context.status, message };
}
