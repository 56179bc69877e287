/** @jest-environment node */
/** The page policy allows Cloudflare Turnstile exactly when its site key is set at build. */
import { pageDirectives, serializePolicy, TURNSTILE_ORIGIN } from '@/scripts/build/csp';

const base = { scriptHashes: ["'sha256-abc'"], careersSite: 'https://careers.example' };

it('adds nothing for Turnstile without a site key', () => {
  const policy = serializePolicy(pageDirectives({ ...base, turnstileSiteKey: '' }));
  expect(policy).not.toContain(TURNSTILE_ORIGIN);
  expect(policy).not.toContain('frame-src');
});

it('allows its script and its challenge frame, and nothing else, with a site key', () => {
  const directives = new Map(pageDirectives({ ...base, turnstileSiteKey: '0x4AAAAAAA' }));
  expect(directives.get('script-src')).toContain(TURNSTILE_ORIGIN);
  expect(directives.get('frame-src')).toEqual(["'self'", TURNSTILE_ORIGIN]);
  expect(directives.get('connect-src')).not.toContain(TURNSTILE_ORIGIN);
  expect(directives.get('default-src')).toEqual(["'self'"]);
});
