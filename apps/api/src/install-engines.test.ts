import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` on the Node the README promises (20.19) is silent and true: no package in the lock file
 * declares an engine that excludes it (cookie@2 and content-disposition@3 did; see the overrides).
 */
describe('the lock file', () => {
  it('holds no package whose engines exclude Node 20.19', () => {
    const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const promised = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }).engines.node;
    const oldest = semver.minVersion(promised)!.version;
    const excluded = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node && !semver.satisfies(oldest, p.engines.node, { includePrerelease: true }))
      .map(([name, p]) => `${name}@${p.version} needs node ${(p.engines as { node: string }).node}`);
    expect(excluded).toEqual([]);
  });
});
