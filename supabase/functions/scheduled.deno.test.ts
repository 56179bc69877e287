/**
 * The scheduled functions as deployed (outbox-drain, job-alerts-send: `deno run` behind the
 * gateway stand-in, verify_jwt from config.toml) refuse what is not the schedule's call before
 * doing any work: a page's request (it carries an Origin) even with the service role key, a key
 * that is not the service role's, any method but POST. The database is never reached here
 * (SUPABASE_DB_URL names a closed port): the refusals come first. The run itself, with the key
 * and no Origin, is outbox.deno.test.ts's and job-alerts.deno.test.ts's.
 */
import { anonKey, assert, serviceRoleKey, startFunction } from './_test/harness.ts';

const SERVICE_ROLE = await serviceRoleKey();
const ANON = await anonKey();

for (const name of ['outbox-drain', 'job-alerts-send']) {
  Deno.test(
    `${name}: a page's call is refused even with the service role key, and only POST with it is taken`,
    async () => {
      const fn = await startFunction(name, {
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
        SUPABASE_DB_URL: 'postgres://postgres:unused@127.0.0.1:9/postgres',
        SITE_ORIGINS: 'https://site.example',
      });
      try {
        const call = async (headers: Record<string, string>, method = 'POST') => {
          const response = await fetch(fn.url, {
            method,
            headers,
            body: method === 'POST' ? '{}' : undefined,
          });
          return { status: response.status, body: await response.json() };
        };
        for (const origin of ['https://evil.example', 'https://site.example']) {
          const page = await call({
            authorization: `Bearer ${SERVICE_ROLE}`,
            origin,
            'content-type': 'text/plain',
          });
          assert(
            page.status === 403 && /^origin: /.test(page.body.error),
            `${name} from a page of ${origin}: ${page.status} ${JSON.stringify(page.body)}`,
          );
        }
        // A valid JWT of the project that is not the service role key: past the gateway, refused here.
        const anon = await call({
          authorization: `Bearer ${ANON}`,
          'content-type': 'application/json',
        });
        assert(
          anon.status === 401 && anon.body.error === 'authorization: must be the service role key',
          `${name} with the anon key: ${anon.status} ${JSON.stringify(anon.body)}`,
        );
        const get = await call({ authorization: `Bearer ${SERVICE_ROLE}` }, 'GET');
        assert(get.status === 405, `${name} by GET: ${get.status}`);
        assert(!/Error|at /.test(fn.output()), `${name} logged a fault:\n${fn.output()}`);
      } finally {
        await fn.stop();
      }
    },
  );
}
