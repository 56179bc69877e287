import { COLLECTOR_NAME } from '@/supabase/functions/_shared/core/field-data.ts';

/**
 * Where beacons go: the collect-vitals function of the Supabase project (NEXT_PUBLIC_SUPABASE_URL,
 * baked in at build), or the page's own origin, where `npm start` mounts the local functions,
 * the same choice as the forms' client (lib/supabase.ts).
 */
export function collectorUrl(
  base = process.env.NEXT_PUBLIC_SUPABASE_URL || window.location.origin,
): string {
  return `${base.replace(/\/+$/, '')}/functions/v1/${COLLECTOR_NAME}`;
}
