#!/usr/bin/env node
// Part of `npm run build -w mock-server`. The built server runs on plain Node, which cannot load the shared
// rules of @crm/domain from their TypeScript sources (every other tool reads those). So the build compiles them
// into dist/node_modules/@crm/domain: Node resolves `@crm/domain` from dist/ there first, and dist stays
// self-contained (the Docker image copies dist/ and the production dependencies only).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const domain = path.resolve(here, '../../domain');
const target = path.resolve(here, '../dist/node_modules/@crm/domain');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
execFileSync(process.execPath, [tsc, '-p', path.join(domain, 'tsconfig.build.json'), '--outDir', target], {
  stdio: 'inherit',
});
// The same entry points as the sources' (./src/x.ts becomes ./x.js).
const { exports: sourceExports } = JSON.parse(readFileSync(path.join(domain, 'package.json'), 'utf8'));
const exports = Object.fromEntries(
  Object.entries(sourceExports).map(([entry, file]) => [
    entry,
    file.replace(/^\.\/src\/(.*)\.ts$/, './$1.js'),
  ]),
);
writeFileSync(
  path.join(target, 'package.json'),
  `${JSON.stringify({ name: '@crm/domain', private: true, type: 'module', exports }, null, 2)}\n`,
);
