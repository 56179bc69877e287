/**
 * The firm's open roles: loading and checking content/jobs/*.md (openings.ts, schema.ts), how
 * they read (format.ts), their JobPosting data (structured-data.ts) and feed (feed.ts).
 */
export * from './openings';
export * from './format';
export { EMPLOYMENT_TYPES, JOB_FIELDS, PAY_UNITS, REMOTE_KINDS } from './schema';
