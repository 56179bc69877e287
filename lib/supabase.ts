/**
 * The browser's Supabase client, created on first use so that no page pays for supabase-js up
 * front (it is loaded by a dynamic import on the first form submission).
 *
 * With NEXT_PUBLIC_SUPABASE_URL / NEXT_PUBLIC_SUPABASE_ANON_KEY baked in at build, it talks to
 * that project. Without them it talks to the page's own origin, where the local server
 * (`npm start`) answers /functions/v1/<name> with the same function handlers.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

/** The key the local server accepts; not a secret (the anon key never is). */
export const LOCAL_ANON_KEY = 'local-anon-key';

export type SupabaseConfig = { url: string; anonKey: string };

export function supabaseConfig(): SupabaseConfig {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (url) return { url, anonKey: anonKey || LOCAL_ANON_KEY };
  return { url: window.location.origin, anonKey: anonKey || LOCAL_ANON_KEY };
}

let client: Promise<SupabaseClient> | null = null;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const { url, anonKey } = supabaseConfig();
      return createClient(url, anonKey, {
        auth: { persistSession: true, autoRefreshToken: true, storage: window.localStorage },
      });
    })
    .catch((error: unknown) => {
      client = null; // let a later submission try again (e.g. after a network blip)
      throw error;
    });
  return client;
}

export type FunctionName =
  | 'send-contact-email'
  | 'send-tech-refugee-form'
  | 'submit-application'
  | 'request-talent'
  | 'join-talent-network'
  | 'job-alerts/subscribe'
  | 'job-alerts/confirm'
  | 'job-alerts/manage'
  | 'job-alerts/unsubscribe';

/** functions.invoke(name, { body }); resolves with supabase-js's { data, error }. */
export async function invokeFunction(name: FunctionName, body: Record<string, unknown>) {
  const supabase = await getSupabase();
  return supabase.functions.invoke(name, { body });
}

/** For tests: forget the cached client. */
export function resetSupabaseForTests(): void {
  client = null;
}
