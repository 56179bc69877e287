/**
 * The firm's open roles: loading and checking content/jobs/*.md (openings.ts, schema.ts), how
 * they read (format.ts), their JobPosting data (structured-data.ts) and feed (feed.ts), the open
 * roles' JSON (open-roles.ts, its shape in open-roles-schema.ts) and a closed role's similar
 * open roles (similar.ts).
 */
export * from './openings';
export * from './format';
export { EMPLOYMENT_TYPES, JOB_FIELDS, PAY_UNITS, REMOTE_KINDS } from './schema';
