/**
 * Job alerts' facts for the site's pages: one module shared with the functions
 * (supabase/functions/_shared/core/job-alert-rules.ts), so the pages, the emails and the alert run
 * say and match the same.
 */
export * from '../../supabase/functions/_shared/core/job-alert-rules.ts';
