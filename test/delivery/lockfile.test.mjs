// The lockfile is the whole truth about the installed tree: README's `npm install` in a fresh clone writes it
// back byte for byte (a manifest edited without it, such as a dependency moved between sections, fails here),
// and `npm ls --all` finds every installed package valid (an override that the tree does not satisfy fails here).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

function npm(args, cwd) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  return { ...result, output: `${result.stdout}${result.stderr}` };
}

describe('package-lock.json', () => {
  const clone = mkdtempSync(path.join(os.tmpdir(), 'crm-lock-'));
  after(() => rmSync(clone, { recursive: true, force: true }));

  it('npm install in a fresh clone leaves it unchanged', () => {
    // What a clone holds that npm install reads: the manifests, the lockfile and .npmrc.
    for (const file of ['package.json', 'package-lock.json', '.npmrc'])
      cpSync(path.join(root, file), path.join(clone, file));
    for (const workspace of manifest.workspaces) {
      mkdirSync(path.join(clone, workspace));
      cpSync(path.join(root, workspace, 'package.json'), path.join(clone, workspace, 'package.json'));
    }
    // --package-lock-only: the lockfile npm install would write, without installing the tree again.
    const result = npm(
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
      clone,
    );
    assert.equal(result.status, 0, result.output);
    const written = readFileSync(path.join(clone, 'package-lock.json'), 'utf8');
    const committed = readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (written !== committed) {
      // Name what moved: the entries that differ.
      const [before, now] = [committed, written].map((text) => JSON.parse(text).packages);
      const changed = [...new Set([...Object.keys(before), ...Object.keys(now)])].filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(now[key]),
      );
      assert.fail(
        `npm install rewrites package-lock.json: ${changed.map((key) => key || '(root)').join(', ')}`,
      );
    }
  });

  it('npm ls --all finds the installed tree valid', () => {
    const result = npm(['ls', '--all'], root);
    // Its problems (invalid, missing, extraneous) are npm error lines.
    assert.deepEqual(
      result.stderr.split('\n').filter((line) => line.startsWith('npm error')),
      [],
    );
    assert.equal(result.status, 0);
  });
});
