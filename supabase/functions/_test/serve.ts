/**
 * The named functions as the hosted platform serves them, for the browser tests: each started
 * with `deno run` and all behind one gateway stand-in (gateway.ts) on PORT, with this process's
 * environment. `deno run -A _test/serve.ts cms-auth [name...]`; prints "gateway listening" once
 * ready and stops its functions on SIGTERM or SIGINT.
 */
import { spawnFunction, TEST_JWT_SECRET } from './harness.ts';
import { startGateway, verifyJwtFromConfig } from './gateway.ts';

const port = Number(Deno.env.get('PORT'));
if (!port || Deno.args.length === 0)
  throw new Error('usage: PORT=<port> deno run -A _test/serve.ts <function>...');
const env = Deno.env.toObject();
delete env.PORT;
const functions = await Promise.all(Deno.args.map((name) => spawnFunction(name, env)));
const gateway = startGateway({
  port,
  upstreams: Object.fromEntries(Deno.args.map((name, i) => [name, functions[i]!.url])),
  jwtSecret: TEST_JWT_SECRET,
  verifyJwt: verifyJwtFromConfig(),
});
console.log(`gateway listening on ${gateway.url} for ${Deno.args.join(', ')}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  Deno.addSignalListener(signal, async () => {
    await gateway.stop();
    await Promise.all(functions.map((fn) => fn.stop()));
    for (const fn of functions) console.log(fn.output());
    Deno.exit(0);
  });
}
