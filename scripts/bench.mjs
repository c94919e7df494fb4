#!/usr/bin/env node
// `npm run bench [name...]`: runs the benchmarks in bench/ (every *.bench.mjs, or the named ones) one after
// the other. Each prints its own figures (median and range over several runs); nothing here is a pass/fail test.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'bench');
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => !wanted.length || wanted.some((name) => file.startsWith(name)))
  .sort();
if (!benches.length) {
  console.error(`No benchmark in bench/${wanted.length ? ` matching ${wanted.join(', ')}` : ''}.`);
  process.exit(1);
}
for (const file of benches) {
  console.log(`\n##### ${file}`);
  const result = spawnSync(process.execPath, [path.join(dir, file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
