/**
 * Calls a function of a project module in a child Node process through tsx, as the build and
 * `npm run check:content` run it, and returns its JSON result. For the modules that reach remark
 * (ESM-only, which Jest's CommonJS runtime cannot load): the markdown renderer and the checks.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function callInNode<T>(
  module: string,
  name: string,
  args: unknown[] = [],
  env: Record<string, string> = {},
): T {
  const code = `
    const loaded = await import(${JSON.stringify(path.resolve(process.cwd(), module))});
    const fn = (loaded[${JSON.stringify(name)}] ? loaded : loaded.default)[${JSON.stringify(name)}];
    const result = await fn(...JSON.parse(process.argv[1]));
    process.stdout.write(JSON.stringify(result ?? null));
  `;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code, JSON.stringify(args)],
    {
      encoding: 'utf8',
      cwd: process.cwd(),
      env: { ...process.env, ...env },
    },
  );
  if (result.status !== 0) throw new Error(`${module} ${name}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}
