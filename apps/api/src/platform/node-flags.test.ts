import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeFlagsOf } from '../../scripts/node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The `node …` arguments of a JSON-array command line (Dockerfile CMD, compose `command`), options only. */
const optionsIn = (line: string): string[] => [...line.matchAll(/['"](--[a-z-]+)['"]/g)].map((m) => m[1] as string);

describe('the Node options the built server runs with (decision 118)', () => {
  it('reads the options of the start and worker scripts: source maps, and garbage collection on the thread that allocates', () => {
    expect(nodeFlagsOf('start')).toEqual(['--enable-source-maps', '--single-threaded-gc']);
    expect(nodeFlagsOf('worker')).toEqual(['--enable-source-maps', '--single-threaded-gc']);
    expect(() => nodeFlagsOf('no-such-script' as 'start')).toThrow(/no "no-such-script" script/);
  });

  it('the image and the compose file run the server and the worker with the same options as npm start and npm run worker', () => {
    const cmd = read('Dockerfile')
      .split('\n')
      .find((l) => l.startsWith('CMD '));
    expect(cmd).toContain('apps/api/dist/main.mjs');
    expect(optionsIn(cmd ?? '')).toEqual(nodeFlagsOf('start'));
    const worker = read('compose.yaml')
      .split('\n')
      .find((l) => l.includes('apps/api/dist/worker.mjs'));
    expect(optionsIn(worker ?? '')).toEqual(nodeFlagsOf('worker'));
  });
});
