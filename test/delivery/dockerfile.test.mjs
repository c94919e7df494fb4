// Static checks of the Dockerfile: no Docker engine runs here, so these catch what a build would trip on
// (a copied file that does not exist or that .dockerignore leaves out, an npm script that does not exist,
// a workspace manifest missing before `npm ci`) and what the images must be (non-root, health-checked).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BUILDS } from '../../scripts/build.mjs';
import {
  copyArguments,
  isIgnored,
  npmCalls,
  parseDockerfile,
  readDockerignore,
  stages,
  words,
} from './dockerfile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dockerfile = parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const allStages = stages(dockerfile);
const ignore = readDockerignore(path.join(root, '.dockerignore'));

function stage(name) {
  const found = allStages.find((entry) => entry.name === name);
  assert.ok(found, `Dockerfile has a stage named ${name}`);
  return found;
}

function instructionsOf(stageEntry, instruction) {
  return stageEntry.instructions.filter((entry) => entry.instruction === instruction);
}

/** Files a context source stands for (a folder: every file under it that the context keeps). */
function contextFiles(source) {
  const absolute = path.join(root, source);
  if (!statSync(absolute).isDirectory()) return [source];
  const files = [];
  for (const entry of readdirSync(absolute, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name));
    if (!isIgnored(ignore, relative)) files.push(relative);
  }
  return files;
}

/** Workspace folder for a -w argument (folder or package name). */
function workspaceFolder(name) {
  for (const folder of rootPackage.workspaces) {
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    if (folder === name || manifest.name === name) return folder;
  }
  return undefined;
}

/** Context files present in a stage: its own COPYs plus those of the stage it is built FROM. */
function copiedInto(stageEntry) {
  const parent = allStages.find((entry) => entry.name === stageEntry.base);
  const files = new Set(parent ? copiedInto(parent) : []);
  for (const copy of instructionsOf(stageEntry, 'COPY')) {
    const { from, sources } = copyArguments(copy.args);
    if (!from) for (const source of sources) for (const file of contextFiles(source)) files.add(file);
  }
  return files;
}

describe('Dockerfile', () => {
  it('copies only files that exist and that .dockerignore keeps in the build context', () => {
    const problems = [];
    for (const entry of dockerfile.filter((item) => ['COPY', 'ADD'].includes(item.instruction))) {
      const { from, sources } = copyArguments(entry.args);
      if (from) continue;
      for (const source of sources) {
        if (!existsSync(path.join(root, source)))
          problems.push(`line ${entry.line}: ${source} does not exist`);
        else if (isIgnored(ignore, source))
          problems.push(`line ${entry.line}: ${source} is excluded by .dockerignore`);
        else if (contextFiles(source).length === 0)
          problems.push(`line ${entry.line}: every file under ${source} is excluded by .dockerignore`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('copies from stages defined before the copy', () => {
    for (const stageEntry of allStages) {
      for (const copy of instructionsOf(stageEntry, 'COPY')) {
        const { from } = copyArguments(copy.args);
        if (!from) continue;
        const source = allStages.find((entry) => entry.name === from);
        assert.ok(source, `line ${copy.line}: stage ${from} exists`);
        assert.ok(source.index < stageEntry.index, `line ${copy.line}: stage ${from} comes first`);
      }
    }
  });

  it('runs only npm scripts and workspaces that exist, with every workspace manifest in place for npm ci', () => {
    let calls = 0;
    for (const stageEntry of allStages) {
      for (const run of instructionsOf(stageEntry, 'RUN')) {
        for (const call of npmCalls(run.args)) {
          calls += 1;
          for (const workspace of call.workspaces) {
            assert.ok(workspaceFolder(workspace), `line ${run.line}: ${workspace} is a workspace`);
          }
          if (call.kind === 'run') {
            const folders = call.workspaces.length ? call.workspaces.map(workspaceFolder) : ['.'];
            for (const folder of folders) {
              const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
              assert.ok(
                manifest.scripts?.[call.script],
                `line ${run.line}: ${folder} has script ${call.script}`,
              );
            }
          } else {
            const present = copiedInto(stageEntry);
            for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
              assert.ok(present.has(file), `line ${run.line}: ${file} is copied before npm ci`);
            }
            for (const folder of rootPackage.workspaces) {
              assert.ok(
                present.has(`${folder}/package.json`),
                `line ${run.line}: ${folder}/package.json is copied before npm ci (the lockfile lists it)`,
              );
            }
          }
        }
      }
    }
    assert.ok(calls >= 4, 'the Dockerfile installs and builds with npm');
  });

  it('builds with the same npm scripts as CI (the workspace builds scripts/build.mjs runs)', () => {
    const build = stage('build');
    const commands = instructionsOf(build, 'RUN').map((entry) => entry.args);
    // scripts/build.mjs (`npm run build`, which npm test's build step runs) builds each workspace with these.
    const workspaceBuilds = BUILDS.map((item) => item.command.join(' ').replace(/^npm\.cmd /, 'npm ')).join(
      ' && ',
    );
    assert.ok(
      commands.includes(workspaceBuilds),
      `the build stage runs "${workspaceBuilds}" (scripts/build.mjs's builds), got ${JSON.stringify(commands)}`,
    );
    assert.equal(rootPackage.scripts.build, 'node scripts/build.mjs');
    for (const workspace of ['web', 'mock-server'])
      assert.ok(workspaceBuilds.includes(`npm run build -w ${workspace}`), `${workspace} is built`);
    const testScript = readFileSync(path.join(root, 'scripts/test.mjs'), 'utf8');
    assert.ok(testScript.includes(`npm, ['run', 'build']`), 'npm test builds with npm run build too');
    assert.match(instructionsOf(stage('deps'), 'RUN')[0].args, /^npm ci\b/);
  });

  for (const target of ['web', 'mock-server']) {
    it(`target ${target}: runs as a non-root user, exposes 8080 and checks /healthz`, () => {
      const stageEntry = stage(target);
      const users = instructionsOf(stageEntry, 'USER').map((entry) => entry.args.split(':')[0]);
      assert.ok(users.length > 0, `${target} sets USER`);
      assert.ok(
        !['root', '0'].includes(users.at(-1)),
        `${target} ends as a non-root user, got ${users.at(-1)}`,
      );
      assert.deepEqual(
        instructionsOf(stageEntry, 'EXPOSE').map((entry) => entry.args),
        ['8080'],
      );
      const healthchecks = instructionsOf(stageEntry, 'HEALTHCHECK');
      assert.equal(healthchecks.length, 1, `${target} has one HEALTHCHECK`);
      assert.match(healthchecks[0].args, /--interval=\d+s .*CMD .*127\.0\.0\.1:.*\/healthz/);
    });
  }

  it('the web image is the default target, renders its configuration at start and serves the build', () => {
    assert.equal(allStages.at(-1).name, 'web');
    const web = stage('web');
    assert.match(web.base, /^nginxinc\/nginx-unprivileged:/);
    const copies = instructionsOf(web, 'COPY').map((entry) => copyArguments(entry.args));
    const entrypoint = copies.find((copy) => copy.destination === '/docker-entrypoint.d/');
    assert.deepEqual(entrypoint?.sources, ['nginx/docker-entrypoint.d/40-crm-render-config.sh']);
    const script = readFileSync(path.join(root, entrypoint.sources[0]), 'utf8');
    assert.match(script, /^#!\/bin\/sh\n/);
    assert.match(script, /exec \/opt\/crm\/nginx\/render-config\.sh/);
    const nginxFiles = copies.find((copy) => copy.destination === '/opt/crm/nginx/');
    // render-config.sh finds the template and the headers beside itself.
    assert.deepEqual(
      new Set(nginxFiles.sources),
      new Set(['nginx/render-config.sh', 'nginx/crm.conf.template', 'nginx/security-headers.conf']),
    );
    assert.ok(copies.some((copy) => copy.from === 'build' && copy.sources[0] === '/app/web/dist'));
    const env = instructionsOf(web, 'ENV')
      .map((entry) => entry.args)
      .join(' ');
    assert.match(env, /RUNTIME_DIR=\/tmp\/crm-runtime/);
    // One writable place for a read-only root: the rendered conf.d, pid file and temp paths are inside it.
    assert.match(env, /CONF_DIR=\/tmp\/crm-runtime\/conf\.d/);
    const setup = instructionsOf(web, 'RUN')
      .map((entry) => entry.args)
      .join(' ');
    for (const moved of [
      '/tmp/crm-runtime/nginx.pid',
      '_temp_path /tmp/crm-runtime/',
      'include /tmp/crm-runtime/conf.d/',
    ])
      assert.ok(setup.includes(moved), `the web image's nginx.conf is edited to use ${moved}`);
    assert.match(env, /BROTLI=off/, 'nginx.org images have no brotli module');
    assert.doesNotMatch(env, /BACKEND_URL/, 'BACKEND_URL has no default: a container without one stops');
  });

  it('the mock-server image has production dependencies only, and keeps its data in /data', () => {
    const deps = stage('mock-server-deps');
    assert.match(instructionsOf(deps, 'RUN')[0].args, /npm ci --omit=dev --workspace mock-server/);
    const mock = stage('mock-server');
    const env = instructionsOf(mock, 'ENV')
      .map((entry) => entry.args)
      .join(' ');
    for (const setting of [
      'HOST=0.0.0.0',
      'PORT=8080',
      'DATA_DIR=/data',
      'PERSIST_STATE=on',
      'WEB_DIST=off',
    ]) {
      assert.ok(env.includes(setting), `mock-server sets ${setting}`);
    }
    assert.deepEqual(words(instructionsOf(mock, 'CMD')[0].args), ['node', 'mock-server/dist/server.js']);
    const copies = instructionsOf(mock, 'COPY').map((entry) => copyArguments(entry.args));
    assert.ok(
      copies.every((copy) => copy.from),
      'the runtime image copies only from earlier stages',
    );
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, build output, test results, local data and git out of the context', () => {
    for (const excluded of [
      'node_modules/fastify/package.json',
      'web/node_modules/.vite/x',
      'web/dist/index.html',
      'mock-server/dist/server.js',
      'mock-server/.data/state.json',
      'e2e/test-results/x/trace.zip',
      '.git/HEAD',
      'contracts/pacts/crm-web-crm-backend.json',
    ]) {
      assert.ok(isIgnored(ignore, excluded), `${excluded} is excluded`);
    }
    for (const kept of [
      'web/src/main.tsx',
      'mock-server/src/server.ts',
      'package-lock.json',
      'nginx/render-config.sh',
    ]) {
      assert.ok(!isIgnored(ignore, kept), `${kept} is kept`);
    }
  });
});

describe('the Dockerfile reader itself', () => {
  it('joins continuations, reads stages, COPY flags, npm calls and ignore patterns', () => {
    const parsed = parseDockerfile(
      'ARG BASE=node:1\nFROM ${BASE} AS one\nRUN a \\\n  # note\n  && b\nFROM one AS two\nCOPY --from=one --chown=1:1 /x /y ./z/\n',
    );
    const [one, two] = stages(parsed);
    assert.equal(one.base, 'node:1');
    assert.equal(one.instructions[0].args, 'a    && b');
    assert.equal(two.base, 'one');
    assert.deepEqual(copyArguments(two.instructions[0].args), {
      from: 'one',
      sources: ['/x', '/y'],
      destination: './z/',
    });
    assert.deepEqual(npmCalls('npm ci --workspace a -w b && npm run build --workspace=c; npm run lint'), [
      { kind: 'ci', workspaces: ['a', 'b'] },
      { kind: 'run', script: 'build', workspaces: ['c'] },
      { kind: 'run', script: 'lint', workspaces: [] },
    ]);
    const patterns = [
      { negate: false, regex: /^(?:.*\/)?dist$/ },
      { negate: true, regex: /^keep\/dist$/ },
    ];
    assert.ok(isIgnored(patterns, 'a/dist/b.js'));
    assert.ok(!isIgnored(patterns, 'keep/dist'));
    assert.ok(!isIgnored(patterns, 'distant/x'));
  });
});
