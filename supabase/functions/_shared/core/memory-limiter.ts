/**
 * A per-key counter held in one instance's memory, never written anywhere: for limits that need
 * no database (the health check, the collector's per-address and per-network windows).
 */

/**
 * A fixed-window counter per address, in memory only. Bounded: past 10,000 addresses the
 * expired windows are dropped, and if every one is live the oldest half goes.
 */
export function createRateLimiter(max: number, windowSeconds: number) {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = windowSeconds * 1000;
  return (ip: string, now: number): { ok: true } | { ok: false; retryAfterSeconds: number } => {
    let entry = windows.get(ip);
    if (!entry || now - entry.start >= windowMs) {
      if (windows.size >= 10_000) {
        for (const [key, value] of windows) if (now - value.start >= windowMs) windows.delete(key);
        if (windows.size >= 10_000)
          [...windows.keys()].slice(0, 5_000).forEach((key) => windows.delete(key));
      }
      entry = { start: now, count: 0 };
      windows.set(ip, entry);
    }
    entry.count += 1;
    if (entry.count > max)
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000)),
      };
    return { ok: true };
  };
}
