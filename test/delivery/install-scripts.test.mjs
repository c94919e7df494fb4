// `npm ci` prints no warning: every dependency's install script is reviewed in package.json's allowScripts
// (npm 11 runs an unreviewed one but warns about it; a `false` entry skips it; docs/testing.md says why each
// allowed one is needed). The entries are by name: this
// project's lockfile carries no `resolved` URLs, so npm cannot verify a pinned version (`pkg@1.2.3`) and would
// refuse it. A new dependency with an install script fails here until someone reads its script and approves
// (`npm install-scripts approve <pkg>`) or denies it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** Locked packages that declare an install script, by name (node_modules/a/node_modules/b is b). */
function packagesWithInstallScripts() {
  return [
    ...new Set(
      Object.entries(lock.packages)
        .filter(([where, entry]) => where && entry.hasInstallScript && !entry.link)
        .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)),
    ),
  ].sort();
}

describe('install scripts (package.json allowScripts)', () => {
  it('every locked package with an install script is reviewed, and every entry names one', () => {
    const reviewed = Object.keys(manifest.allowScripts ?? {}).sort();
    assert.deepEqual(reviewed, packagesWithInstallScripts());
  });

  it('npm ci (dry run, this npm) prints no warning', () => {
    const result = spawnSync('npm', ['ci', '--dry-run', '--no-progress'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, npm_config_loglevel: 'warn' },
    });
    assert.equal(result.status, 0, result.stderr);
    const warnings = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => /npm warn/i.test(line));
    assert.deepEqual(warnings, []);
  });
});
