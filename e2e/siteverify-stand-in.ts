/**
 * Cloudflare Turnstile's siteverify for the browser tests of the fixture export (playwright.config.ts
 * starts it): the one stand-in of the tests (scripts/test/siteverify-stand-in.ts), which answers as
 * siteverify's documentation says: a token passes once and for 300 s, with the hostname the page
 * ran on and its action, and a retry with the same idempotency key gets the first answer. A token
 * the widget stand-in (e2e/fixtures.ts) issued, `stand-in.<action>.<nonce>`, counts as issued when
 * first checked; anything else fails; a wrong secret is refused as `invalid-input-secret`.
 * GET /health answers 200 once it listens; GET /calls lists what it was asked.
 */
import { startSiteverifyStandIn } from '../scripts/test/siteverify-stand-in';

startSiteverifyStandIn(process.env.TURNSTILE_SECRET_KEY || '', {
  hostname: '127.0.0.1',
  port: Number(process.env.PORT),
  widgetTokens: /^stand-in\.([A-Za-z0-9_-]+)\.[a-z0-9]+$/,
}).then(
  () => console.log(`siteverify stand-in on port ${process.env.PORT}`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
