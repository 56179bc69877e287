/**
 * `npm run alerts:send`: one job alert run on what `npm start` / `npm run serve` serves on PORT
 * (default 3000): POST http://127.0.0.1:$PORT/functions/v1/job-alerts-send as pg_cron does
 * deployed, with the service role key (SUPABASE_SERVICE_ROLE_KEY, else the one the local server
 * made: scripts/local/service-role-key.ts), then prints the run's report
 * (docs/forms-and-functions.md#job-alerts).
 */
import type { RunReport } from '../../supabase/functions/_shared/features/job-alerts.ts';
import { serviceRoleKey, serviceRoleKeyFile } from '../local/service-role-key';

async function main() {
  const port = Number(process.env.PORT || 3000);
  const url = `http://127.0.0.1:${port}/functions/v1/job-alerts-send`;
  const key = serviceRoleKey(process.env);
  if (!key) {
    console.error(
      `No service role key: set SUPABASE_SERVICE_ROLE_KEY, or start the site first (npm start, or npm run serve), which keeps one in ${serviceRoleKeyFile(process.env)}.`,
    );
    process.exit(1);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
  } catch (error) {
    console.error(
      `Nothing answers at ${url} (${error instanceof Error ? error.message : String(error)}): start the site first (npm start, or npm run serve).`,
    );
    process.exit(1);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<RunReport> & {
    error?: string;
  };
  if (!response.ok) {
    console.error(`The alert run failed (${response.status}): ${body.error ?? 'no reason given'}`);
    process.exit(1);
  }
  const r = body as RunReport;
  console.log(`Job alert run at ${url}`);
  console.log(
    `  roles seen ${r.rolesSeen}, new ${r.newRoles}${r.baseline ? ' (first run: the roles seen are the baseline, none sent)' : ''}, open roles to alert about ${r.candidateRoles}`,
  );
  console.log(
    `  subscribers looked at ${r.subscribersScanned}, matched ${r.subscribersMatched}; emails queued ${r.emailsQueued}, sent ${r.emailsSent} in ${r.batches} batch(es), failed ${r.emailsFailed}`,
  );
  const erased = Object.entries(r.erased ?? {})
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `  erased: ${erased || 'nothing'}${r.complete ? '' : '; not complete: run it again'}`,
  );
  process.exitCode = r.emailsFailed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
