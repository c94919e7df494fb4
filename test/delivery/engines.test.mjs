// The Node versions package.json claims (engines) must be ones every locked dependency supports, so `npm ci`
// on any claimed Node installs without EBADENGINE warnings (.npmrc's engine-strict=false would hide them).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// npm's own range semantics (semver is in the tree through npm-facing tooling such as fastify and eslint).
const semver = createRequire(path.join(root, 'package.json'))('semver');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** The lowest version of each `||` alternative of the claim: 20.19.0, 22.13.0, 24.0.0. */
function claimedMinimums(range) {
  return range.split('||').map((part) => semver.minVersion(part.trim()).version);
}

describe('engines', () => {
  const claim = manifest.engines.node;
  const minimums = claimedMinimums(claim);

  it('claims Node 20, 22 and 24 (CI and this machine run 20; the images run 24)', () => {
    assert.deepEqual(
      minimums.map((version) => semver.major(version)),
      [20, 22, 24],
    );
    assert.ok(semver.satisfies(process.version, claim), `this Node (${process.version}) is claimed`);
  });

  it('every locked package supports the lowest version of each claimed line', () => {
    const unsupported = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const wants = entry.engines?.node;
      if (!where || !wants) continue;
      for (const version of minimums) {
        if (!semver.satisfies(version, wants))
          unsupported.push(`${where}@${entry.version} wants node ${wants}, not ${version}`);
      }
    }
    assert.deepEqual(unsupported, []);
  });
});
