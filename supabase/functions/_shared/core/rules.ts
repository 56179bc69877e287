/**
 * The one set of form rules, shared by the browser forms and the Edge Functions: what each form
 * sends (payloads.ts), the rules of a field (field-rules.ts), a resume's bytes (resume-bytes.ts),
 * the validators (validators.ts) and the bot signals (bot-signals.ts). Plain TypeScript: no Deno,
 * Node or browser-only imports, so every runtime can load it.
 */
export * from './payloads.ts';
export {
  SINGLE_LINE_CONTROL,
  hasVisibleLetter,
  printable,
  isValidEmail,
  isHttpUrl,
} from './field-rules.ts';
export {
  base64DecodedLength,
  decodeBase64Strict,
  encodeBase64,
  sniffResume,
  sanitizeFilename,
  extensionOf,
} from './resume-bytes.ts';
export {
  validateContact,
  validateRegistration,
  validateApplication,
  validateAlertCriteria,
  validateJobAlert,
  validateResume,
} from './validators.ts';
export { MAX_TURNSTILE_TOKEN, validateBotSignals } from './bot-signals.ts';
