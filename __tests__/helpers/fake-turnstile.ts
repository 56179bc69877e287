/**
 * Cloudflare Turnstile's siteverify for the Jest tests: the one stand-in every test uses
 * (scripts/test/siteverify-stand-in.ts), which does what Cloudflare documents: a token passes
 * once and for 300 s, a retry with the same idempotency key gets the first answer, a passing
 * answer names the hostname the widget ran on (`hostname`) and the token's action (`actions`).
 */
export {
  startSiteverifyStandIn as startFakeTurnstile,
  type SiteverifyStandIn as FakeTurnstile,
} from '../../scripts/test/siteverify-stand-in';
