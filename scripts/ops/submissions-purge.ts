/**
 * `npm run submissions:purge`: deletes the submissions past the privacy policy's retention periods
 * (contact messages 2 years, registrations and resumes 3) from the local server's database
 * (DATABASE_URL or PGlite in .data/), through the same SQL function the hosted project's pg_cron
 * job runs daily (supabase/migrations/20260302000000_retention.sql). Prints what it removed.
 * Stop the local server first when it uses PGlite.
 */
import { openLocalBackend } from '../local/local-functions';

async function main() {
  const backend = await openLocalBackend(process.env);
  try {
    const removed = await backend.store.purge(new Date());
    console.log(
      `Purged past the retention periods (${backend.describe}): ${removed.contact} contact message(s) older than 2 years, ` +
        `${removed.registration} registration(s) older than 3 years`,
    );
  } finally {
    await backend.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
