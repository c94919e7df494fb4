#!/usr/bin/env node
// npm test's Docker step (TEST_ONLY=docker): builds both images and runs the composed stack as users do.
// Base images: the real ones when present or pullable; else ../shared/docker-standins/prepare.sh builds
// stand-ins (and starts dockerd); else it stops with a message. Then: build web and mock-server (whose Node
// must be the engines' one), compose up (own project name, web on a free loopback port), both healthy, the
// Playwright journey through the web container and the API reference it serves (/api-docs, /openapi.json), a
// second (read-only, docs/deployment.md's tmpfs) web replica signing in, no process running as root, bad
// BACKEND_URL and a read-only root without the tmpfs stopping with their messages, down + up keeps the
// volume's state, down -v resets to the seed. Tears down what it started (the images stay, as build cache).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/freePort.mjs';
import { ENGINES, supported } from '../../scripts/runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCKER = process.env.DOCKER ?? (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');
const COMPOSE = process.env.COMPOSE ?? 'docker-compose';
const PREPARE = path.resolve(root, '../shared/docker-standins/prepare.sh');
const PROJECT = `crmtest${createHash('sha256').update(root).digest('hex').slice(0, 8)}`;
const WORK = path.join(os.tmpdir(), `${PROJECT}-docker-step`);
const RUN_ID = Date.now().toString(36);
const WEB2 = `${PROJECT}-web2`;
mkdirSync(WORK, { recursive: true });
const started = Date.now();
let startedDockerd = null;
let stackUp = false;
const timings = [];

function run(command, args, { env = {}, timeout = 600_000, input } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout,
    input,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, out: `${result.stdout ?? ''}${result.stderr ?? ''}`, error: result.error };
}
const docker = (args, options) => run(DOCKER, args, options);

class StepFailure extends Error {}
function fail(message) {
  throw new StepFailure(message);
}
function must(result, what) {
  if (result.status !== 0) fail(`${what} failed:\n${result.out.split('\n').slice(-25).join('\n')}`);
  return result.out;
}
async function phase(name, body) {
  const t0 = Date.now();
  process.stdout.write(`--- ${name}\n`);
  await body();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push([name, seconds]);
  console.log(`ok   ${name} (${seconds} s)`);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Compose reads only the variables set here: a developer's shell or .env must not change what is tested.
const COMPOSE_VARIABLES =
  /^(BACKEND_URL|LOGIN_PROVIDER_URL|REDIRECT_URIS?|CLIENT_\w+|TENANT_ID|APP_URL_\w+|SEED\w*|TIME_SCALE|MAX_UPLOAD_MB|MOCK_CONTROL|LOG_LEVEL|WEB_PORT|WEB_BIND_ADDRESS|COMPOSE_\w+)$/;
const emptyEnvFile = path.join(WORK, 'empty.env');
writeFileSync(emptyEnvFile, '');
let composeEnv = {};
function compose(args, options = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !COMPOSE_VARIABLES.test(key)));
  return spawnSync(
    COMPOSE,
    [
      '-p',
      PROJECT,
      '-f',
      'docker-compose.yml',
      '--project-directory',
      root,
      '--env-file',
      emptyEnvFile,
      ...args,
    ],
    { cwd: root, env: { ...env, ...composeEnv }, encoding: 'utf8', timeout: options.timeout ?? 300_000 },
  );
}
function composeMust(args, what) {
  const result = compose(args);
  return must({ status: result.status, out: `${result.stdout}${result.stderr}` }, what);
}

const engineAnswers = () =>
  docker(['info', '--format', '{{.ServerVersion}}'], { timeout: 30_000 }).status === 0;
const isRoot = process.getuid?.() === 0;

function baseImages() {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  return ['NODE_IMAGE', 'NGINX_IMAGE'].map(
    (name) => new RegExp(`^ARG ${name}=(\\S+)`, 'm').exec(dockerfile)[1],
  );
}
/** 'real', 'standin' (carries prepare.sh's label) or 'missing'. */
function imageKind(image) {
  const result = docker(['image', 'inspect', '--format', '{{json .Config.Labels}}', image]);
  if (result.status !== 0) return 'missing';
  return result.out.includes('org.crm-probe.standin-recipe') ? 'standin' : 'real';
}
function runPrepare() {
  if (!existsSync(PREPARE)) return false;
  console.log(`    ${PREPARE} ${root}`);
  const result = run('bash', [PREPARE, root], {
    env: { WORK: path.join(WORK, 'standins') },
    timeout: 1_200_000,
  });
  const pid = /dockerd \(pid (\d+)\)/.exec(result.out)?.[1];
  if (pid && /starting dockerd/.test(result.out)) startedDockerd = Number(pid);
  must(result, 'prepare.sh (engine and stand-in base images)');
  return true;
}

async function waitHealthy(containers, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const states = containers.map((id) =>
      docker(['inspect', '--format', '{{.State.Health.Status}}', id]).out.trim(),
    );
    if (states.every((state) => state === 'healthy')) return;
    if (states.includes('unhealthy') || Date.now() > deadline) {
      const logs = containers.map((id) => docker(['logs', '--tail', '20', id]).out).join('\n');
      fail(`containers not healthy (${states.join(', ')}):\n${logs}`);
    }
    await sleep(1000);
  }
}
function stackContainers() {
  return ['mock-server', 'web'].map((service) => {
    const id = compose(['ps', '-q', service]).stdout.trim();
    if (!id) fail(`compose has no ${service} container`);
    return id;
  });
}
async function up() {
  composeMust(['up', '-d', '--no-build'], 'docker-compose up');
  stackUp = true;
  await waitHealthy(stackContainers());
}

function playwright(grep, urls) {
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/docker/playwright.config.ts', '--grep', grep],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DOCKER_WEB_URLS: urls.join(','),
        DOCKER_RUN_ID: RUN_ID,
        DOCKER_SEED_CUSTOMERS: '500',
      },
    },
  );
  if (result.status !== 0) fail(`the Playwright journey (${grep}) failed`);
}

/** The web image alone with a bad setting must stop (non-zero) with its message. */
function mustStopWith(args, message, what) {
  const result = docker(['run', '--rm', ...args, 'crm-web:local'], { timeout: 120_000 });
  if (result.status === 0 || !result.out.includes(message))
    fail(
      `${what}: expected the container to stop with "${message}", got status ${result.status}:\n${result.out}`,
    );
}

function teardown() {
  docker(['rm', '-f', '-v', WEB2]);
  if (stackUp || engineAnswers()) compose(['down', '-v', '--remove-orphans']);
  if (startedDockerd) {
    try {
      process.kill(startedDockerd, 'SIGTERM');
    } catch {
      /* already gone */
    }
    for (let i = 0; i < 60; i++) {
      try {
        process.kill(startedDockerd, 0);
      } catch {
        break;
      }
      spawnSync('sleep', ['1']);
    }
    console.log(`    stopped the dockerd this step started (pid ${startedDockerd})`);
  }
}

async function main() {
  await phase('engine and base images', async () => {
    let prepared = false;
    if (!engineAnswers()) {
      if (!isRoot || !existsSync(PREPARE))
        fail(
          `no Docker engine answers (${DOCKER} info), and it cannot be started here: ` +
            (existsSync(PREPARE) ? 'starting dockerd needs root' : `${PREPARE} does not exist`) +
            '. Start a Docker engine (or run as root on Debian with ../shared beside the project) and run again.',
        );
      prepared = runPrepare();
    }
    const images = baseImages();
    for (const image of images) {
      if (imageKind(image) === 'real') continue;
      const pulled = docker(['pull', image], { timeout: 120_000 });
      console.log(`    ${image}: ${pulled.status === 0 ? 'pulled (real image)' : 'not pullable here'}`);
    }
    if (images.some((image) => imageKind(image) !== 'real') && !prepared) {
      if (!runPrepare())
        fail(
          `the base images ${images.join(', ')} are neither present nor pullable, and ${PREPARE} ` +
            '(which builds stand-ins) does not exist: nothing to build the images from.',
        );
    }
    for (const image of images) console.log(`    ${image}: ${imageKind(image)}`);
    if (images.some((image) => imageKind(image) === 'missing'))
      fail(`missing base images: ${images.join(', ')}`);
  });

  await phase('build mock-server and web images', async () => {
    for (const target of ['mock-server', 'web']) {
      const result = docker(
        ['build', '--network', 'host', '--target', target, '-t', `crm-${target}:local`, '.'],
        {
          timeout: 1_200_000,
        },
      );
      writeFileSync(path.join(WORK, `build-${target}.log`), result.out);
      must(result, `docker build --target ${target}`);
    }
    // The image's Node is one package.json's engines claims (a stand-in base carries the Node npm test runs on).
    const version = must(
      docker(['run', '--rm', 'crm-mock-server:local', 'node', '-p', 'process.versions.node']),
      'node --version in the mock-server image',
    ).trim();
    if (!supported(version)) fail(`the mock-server image runs Node ${version}, not ${ENGINES} (engines)`);
    console.log(`    mock-server image: Node ${version}`);
  });

  const port = await freePort();
  const port2 = await freePort();
  const urls = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port2}`];
  composeEnv = { WEB_PORT: String(port), WEB_BIND_ADDRESS: '127.0.0.1', TIME_SCALE: '0.1' };

  await phase(`compose up (project ${PROJECT}, web on ${urls[0]}), both healthy`, async () => {
    compose(['down', '-v', '--remove-orphans']);
    docker(['rm', '-f', '-v', WEB2]);
    await up();
    const [, web] = stackContainers();
    if (docker(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', web]).out.trim() !== 'true')
      fail('the compose web container does not run on a read-only root');
  });

  await phase(`second web replica (docker run --read-only --tmpfs, ${urls[1]}), healthy`, async () => {
    const [, web] = stackContainers();
    const network = docker([
      'inspect',
      '--format',
      '{{range $k, $v := .NetworkSettings.Networks}}{{$k}}{{end}}',
      web,
    ]).out.trim();
    must(
      docker([
        'run',
        '-d',
        '--name',
        WEB2,
        '--network',
        network,
        '--read-only',
        '--tmpfs',
        '/tmp/crm-runtime:uid=101,gid=101',
        '-p',
        `127.0.0.1:${port2}:8080`,
        '-e',
        'BACKEND_URL=http://mock-server:8080',
        'crm-web:local',
      ]),
      'docker run of a second web replica',
    );
    await waitHealthy([WEB2]);
  });

  await phase('no process in any container runs as root', async () => {
    for (const id of [...stackContainers(), WEB2]) {
      const rows = must(docker(['top', id, '-eo', 'uid,pid,args']), `docker top ${id}`)
        .trim()
        .split('\n')
        .slice(1);
      if (rows.length === 0) fail(`docker top ${id} listed no process`);
      const root = rows.filter((row) => row.trim().split(/\s+/)[0] === '0');
      if (root.length) fail(`processes running as root in ${id}:\n${root.join('\n')}`);
      console.log(
        `    ${id.slice(0, 12)}: ${rows.length} processes, uids ${[...new Set(rows.map((row) => row.trim().split(/\s+/)[0]))].join(',')}`,
      );
    }
  });

  await phase('Playwright: journey through web, sign-in through both replicas, the API reference', async () =>
    playwright('@journey|@replicas|@api-docs', urls),
  );

  await phase('web image alone: missing/malformed BACKEND_URL, read-only root without tmpfs', async () => {
    docker(['rm', '-f', '-v', WEB2]);
    mustStopWith([], 'BACKEND_URL must be set', 'no BACKEND_URL');
    mustStopWith(
      ['-e', 'BACKEND_URL=mock-server:8080'],
      'BACKEND_URL must look like http://host:port',
      'malformed BACKEND_URL',
    );
    mustStopWith(
      ['--read-only', '-e', 'BACKEND_URL=http://127.0.0.1:9'],
      'cannot write to CONF_DIR',
      'read-only root, no tmpfs',
    );
  });

  await phase('down, up: the named volume keeps the state', async () => {
    composeMust(['down'], 'docker-compose down');
    await up();
    playwright('@persisted', urls);
  });

  await phase('down -v, up: back to the seed', async () => {
    composeMust(['down', '-v'], 'docker-compose down -v');
    await up();
    playwright('@reset', urls);
  });
}

let status = 0;
try {
  await main();
} catch (error) {
  status = 1;
  console.error(`\ndocker step: ${error instanceof StepFailure ? error.message : error.stack}`);
} finally {
  teardown();
}
console.log(
  `\ndocker step: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
for (const [name, seconds] of timings) console.log(`  ${seconds.padStart(7)} s  ${name}`);
console.log(
  `  images crm-web:local and crm-mock-server:local (and their stage layers) are kept as build cache`,
);
process.exit(status);
