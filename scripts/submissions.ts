/**
 * `npm run submissions [-- N]`: the latest stored submissions of both forms (default 20) with
 * their email status, from the local server's database (DATABASE_URL or PGlite in .data/).
 * Stop the local server first when it uses PGlite (one process at a time opens its folder).
 */
import { openLocalBackend } from './local-functions';

async function main() {
  const limit = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 20;
  const backend = await openLocalBackend(process.env);
  try {
    const rows = await backend.store.recent(limit);
    console.log(`Latest ${rows.length} submission(s) — ${backend.describe}`);
    for (const row of rows) {
      const email = row.emailStatus === 'failed' ? `failed (${row.emailError ?? 'unknown'})` : row.emailStatus;
      console.log(
        [row.createdAt.toISOString(), row.kind.padEnd(12), row.id, `${row.name} <${row.email}>`, `"${row.topic}"`, `email: ${email}, attempts ${row.emailAttempts}`].join('  '),
      );
    }
  } finally {
    await backend.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
