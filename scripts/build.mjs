#!/usr/bin/env node
// `npm run build`: builds the web app and the mock server. With --if-changed (`npm start`) a build is skipped when
// a SHA-256 of its inputs and a fingerprint of its output match the last build's record (Vite has no incremental
// mode; rebuilding each start took ~27 s). Content, not timestamps, since checkouts and copies move those.
import './runtime.mjs';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Each workspace, its output and entry file, inputs outside the workspace, the command. */
export const BUILDS = [
  {
    name: 'web',
    dir: 'web',
    output: 'web/dist',
    entry: 'index.html',
    command: [npm, 'run', 'build', '-w', 'web'],
  },
  {
    name: 'mock-server',
    dir: 'mock-server',
    output: 'mock-server/dist',
    entry: 'server.js',
    // The API reference it renders (scripts/apiDocs.mjs).
    inputs: ['contracts/openapi.json'],
    command: [npm, 'run', 'build', '-w', 'mock-server'],
  },
];
/** Dependency versions and the compiler settings. */
export const SHARED_INPUTS = ['package-lock.json', 'tsconfig.json'];
/** Web bundles them, mock-server vendors them. */
export const SHARED_DIRS = ['domain'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'coverage', 'test-results']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Sorted; `keep(name, isDir)` prunes. */
function listFiles(root, dir, keep) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (!keep(entry.name, entry.isDirectory())) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  walk(dir);
  return files.sort();
}

export function inputsHash(root, build, shared = SHARED_INPUTS) {
  const keep = (name, isDir) =>
    isDir ? !name.startsWith('.') && !SKIPPED_DIRS.has(name) : !TEST_FILE.test(name);
  const files = [
    ...listFiles(root, build.dir, keep),
    ...SHARED_DIRS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) =>
      listFiles(root, dir, keep),
    ),
    ...[...shared, ...(build.inputs ?? [])].filter((file) => existsSync(path.join(root, file))),
  ];
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

// Paths and contents (a rebuild that wrote the same bytes stays current); null when its entry file is missing.
export function outputFingerprint(root, build) {
  if (!existsSync(path.join(root, build.output, build.entry))) return null;
  const hash = createHash('sha256');
  for (const file of listFiles(root, build.output, () => true))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

const recordPath = (root, build) => path.join(root, 'node_modules/.cache/crm-build', `${build.name}.json`);

export function isCurrent(root, build, inputs = inputsHash(root, build)) {
  let record;
  try {
    record = JSON.parse(readFileSync(recordPath(root, build), 'utf8'));
  } catch {
    return false;
  }
  return record.inputs === inputs && record.output === outputFingerprint(root, build);
}

function runCommand(root, [command, ...args]) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${[command, ...args].join(' ')} failed (exit code ${code})`)),
    );
  });
}

/** Inputs are read before the build starts, so a file saved during a build makes the next start build again. */
export async function build({ root = ROOT, builds = BUILDS, ifChanged = false, log = console.log } = {}) {
  const built = [];
  for (const item of builds) {
    const inputs = inputsHash(root, item);
    if (ifChanged && isCurrent(root, item, inputs)) {
      log(`${item.name}: up to date (${item.output} was built from these sources), not rebuilt`);
      continue;
    }
    await runCommand(root, item.command);
    const output = outputFingerprint(root, item);
    if (!output) throw new Error(`${item.name}: the build wrote no ${path.join(item.output, item.entry)}`);
    mkdirSync(path.dirname(recordPath(root, item)), { recursive: true });
    writeFileSync(recordPath(root, item), `${JSON.stringify({ inputs, output })}\n`);
    built.push(item.name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await build({ ifChanged: process.argv.includes('--if-changed') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
