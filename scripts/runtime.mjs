// Imported first by the entry scripts: stops with what to do when not on package.json's `engines` Node (which
// npm ci installs into node_modules/.bin). No dependency: it must run before `npm ci` has.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ENGINES = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

/** `^24.0.0` as [24, 0, 0]; test/delivery/engines.test.mjs holds the claim to one caret range. */
function floor(range) {
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`package.json engines.node is "${range}": expected one caret range, ^24.0.0`);
  return match.slice(1).map(Number);
}

export function supported(version, range = ENGINES) {
  const [major, minor, patch] = version.replace(/^v/, '').split(/[.-]/).map(Number);
  const [wantMajor, wantMinor, wantPatch] = floor(range);
  if (major !== wantMajor) return false;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}

/** Null when `version` is supported. */
export function runtimeProblem(version = process.versions.node, projectRoot = root) {
  if (supported(version)) return null;
  const [major] = floor(ENGINES);
  const installed = existsSync(path.join(projectRoot, 'node_modules/.bin/node'));
  return [
    `This is Node ${version}; the project runs on Node ${ENGINES} (package.json engines).`,
    installed
      ? 'npm ci installed it in node_modules/.bin: run the npm scripts (npm test, npm start, npm run dev),' +
        ' which find it first on PATH, and one-off commands with `npx node …` or `npm exec -- node …`.'
      : 'npm ci installs it (node_modules/.bin/node): run `npm ci` first, then the npm scripts (npm test,' +
        ` npm start). Where npm has no Node package for this platform, install Node ${major} and put it first on PATH.`,
  ].join('\n');
}

const problem = runtimeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
// Whatever started this script (npm, npx, a path typed by hand), the `node` its children start, and so the Node
// that npm and npx run on, is this one.
const onPath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .map((dir) => path.join(dir, 'node'))
  .find((file) => existsSync(file));
if (!onPath || realpathSync(onPath) !== process.execPath)
  process.env.PATH = [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter);
