/**
 * What the functions ask of the platform they run on, in one place: a SHA-256 hash (Web Crypto)
 * and keeping work going after the answer (Supabase's EdgeRuntime.waitUntil where there is one;
 * elsewhere the promise simply runs on).
 */

/** The SHA-256 of a text, as lower-case hexadecimal. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keeps a promise running past the answer: Supabase's EdgeRuntime.waitUntil where the platform offers it. */
export function platformWaitUntil(work: Promise<unknown>): void {
  (
    globalThis as { EdgeRuntime?: { waitUntil?(p: Promise<unknown>): void } }
  ).EdgeRuntime?.waitUntil?.(work);
}
