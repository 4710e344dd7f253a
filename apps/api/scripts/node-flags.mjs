import { readFileSync } from 'node:fs';

/**
 * The Node options the built server and worker run with, read from the `start` and `worker` scripts
 * of apps/api/package.json (what `npm start` and `npm run worker` run): the benches, the e2e server
 * and the scale tests start the same processes with the same options (decision 118). The Dockerfile
 * and compose.yaml spell them out; `node-flags.test.ts` checks they agree.
 */
export const nodeFlagsOf = (script = 'start') => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const command = pkg.scripts?.[script];
  if (typeof command !== 'string') throw new Error(`apps/api/package.json has no "${script}" script`);
  return command
    .split(/\s+/)
    .slice(1)
    .filter((part) => part.startsWith('--'));
};
