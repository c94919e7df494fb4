#!/usr/bin/env node
// `npm run bench [name...] [--list] [-- --option]`: runs the bench/*.bench.mjs benchmarks (all, or the named ones)
// one after the other; each prints its own figures. Other `--option`s are passed to each bench.
import './runtime.mjs';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'bench');
const SUFFIX = '.bench.mjs';
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const benchOptions = process.argv.slice(2).filter((arg) => arg.startsWith('--') && arg !== '--list');
const names = readdirSync(dir)
  .filter((file) => file.endsWith(SUFFIX))
  .map((file) => file.slice(0, -SUFFIX.length))
  .sort();
if (process.argv.includes('--list')) {
  console.log(names.join('\n'));
  process.exit(0);
}
const unknown = args.filter((name) => !names.includes(name));
if (unknown.length || !names.length) {
  console.error(
    `No benchmark named ${unknown.join(', ') || 'anything'} in bench/; there are: ${names.join(', ')}.`,
  );
  process.exit(1);
}
const benches = (args.length ? names.filter((name) => args.includes(name)) : names).map(
  (name) => name + SUFFIX,
);
for (const file of benches) {
  console.log(`\n##### ${file}`);
  const result = spawnSync(process.execPath, [path.join(dir, file), ...benchOptions], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
