/**
 * `npm run submissions:purge`: deletes the submissions past the privacy policy's retention periods
 * (contact messages and requests for talent 2 years, registrations, job applications, joins of
 * the talent network and resumes 3) from the local server's database
 * (DATABASE_URL or PGlite in .data/), through the same SQL function the hosted project's pg_cron
 * job runs daily (supabase/migrations/20260302000000_retention.sql), and the field data (Core Web
 * Vitals beacons and CSP reports) past 90 days through purge_expired_field_data()
 * (supabase/migrations/20260401000000_field_data.sql, its own daily job). Prints what it removed.
 * Stop the local server first when it uses PGlite.
 */
import { openLocalBackend } from '../local/local-functions';

async function main() {
  const backend = await openLocalBackend(process.env);
  try {
    const now = new Date();
    const removed = await backend.store.purge(now);
    const field = await backend.fieldStore.purge(now);
    console.log(
      `Purged past the retention periods (${backend.describe}): ${removed.contact} contact message(s) and ` +
        `${removed['talent-request']} request(s) for talent older than 2 years, ` +
        `${removed['tech-refugee']} Tech Refugee registration(s), ${removed.application} application(s) and ` +
        `${removed['talent-network']} talent network join(s) older than 3 years, ` +
        `${field.vitals} vitals beacon(s) and ${field.csp} CSP report(s) older than 90 days`,
    );
  } finally {
    await backend.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
