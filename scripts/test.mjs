#!/usr/bin/env node
// `npm test`: everything, from lint and unit tests to the Docker stack and the e2e suite through real nginx.
// Independent steps run side by side (see PHASES); a failing step stops the run and the summary names it.
import './runtime.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.env.TEST_ONLY?.split(',').map((step) => step.trim());

/** [check, Debian package, what it is for]. */
const SYSTEM_PACKAGES = [
  [
    () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    'chromium',
    'the browser the end-to-end tests drive',
  ],
  [
    () => existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'),
    'firefox-esr',
    "the second browser: the end-to-end suite's Firefox journey",
  ],
  [() => commandExists('nginx'), 'nginx', 'the web server the end-to-end tests run through'],
  [
    () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
    'libnginx-mod-http-brotli-static',
    'brotli for nginx',
  ],
  [
    () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
    'libnginx-mod-http-brotli-filter',
    'brotli for nginx',
  ],
  [() => commandExists('envsubst'), 'gettext-base', 'envsubst, which renders the nginx configuration'],
  [() => commandExists('docker-compose'), 'docker-compose', 'validates docker-compose.yml without an engine'],
  [
    () => commandExists('busybox'),
    'busybox',
    'runs nginx/render-config.sh the way the Alpine-based web image does',
  ],
];

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter(([check]) => !check());
  if (!missing.length) return;
  const names = [...new Set(missing.map(([, name]) => name))];
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !commandExists('apt-get')) {
    console.error(`Missing system packages: ${names.join(', ')}.`);
    for (const [, name, why] of missing) console.error(`  ${name}: ${why}`);
    console.error(
      `Install them (on Debian: sudo apt-get install ${names.join(' ')}) and run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing missing system packages: ${names.join(', ')}`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...names],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args[0]} failed: install ${names.join(' ')} and run npm test again.`);
      process.exit(result.status ?? 1);
    }
  }
}

const timings = [];
/** The last lines of each failed step, printed again above the summary: CI keeps only the end of the log. */
const failedTails = [];
const TAIL_LINES = 40;
const SERIAL = process.env.TEST_SERIAL === '1';

class StepFailed extends Error {
  constructor(label, status) {
    super(label);
    this.status = status;
  }
}

/** `live`: output straight to the terminal; otherwise collected and printed when done, so lanes do not interleave. */
function runner(live) {
  return (label, command, args, env = {}) =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      if (live) console.log(`\n=== ${label} ===`);
      const child = spawn(command, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      });
      const output = [];
      const collect = (target) => (chunk) => {
        output.push(chunk);
        if (live) target.write(chunk);
      };
      child.stdout.on('data', collect(process.stdout));
      child.stderr.on('data', collect(process.stderr));
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        if (!live) {
          console.log(`\n=== ${label} (${seconds} s) ===`);
          process.stdout.write(Buffer.concat(output));
        }
        const ok = code === 0;
        timings.push([label, seconds, ok ? 'ok' : 'FAILED']);
        if (ok) return resolve();
        const lines = Buffer.concat(output).toString().trimEnd().split('\n');
        failedTails.push([label, lines.slice(-TAIL_LINES).join('\n')]);
        reject(new StepFailed(label, code || 1));
      });
    });
}

function summary() {
  for (const [label, tail] of failedTails)
    console.log(`\n=== ${label}: its last ${TAIL_LINES} lines ===\n${tail}`);
  console.log('\n=== Summary ===');
  for (const [label, seconds, status] of timings)
    console.log(`${status.padEnd(6)} ${seconds.padStart(7)} s  ${label}`);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** `args` follow: `'--', ...` to pass some on to it. */
const workspaceScript = (workspace, script, ...args) => ['run', script, '-w', workspace, ...args];

const STEPS = [
  ['lint', 'Lint (ESLint, Prettier)', (run) => run('Lint (ESLint, Prettier)', npm, ['run', 'lint'])],
  ['typecheck', 'Typecheck', (run) => run('Typecheck', npm, ['run', 'typecheck'])],
  ['unit', 'Unit tests: web', (run) => run('Unit tests: web', npm, ['test', '-w', 'web']), 'unit-web'],
  [
    'unit',
    'Unit tests: mock-server',
    (run) => run('Unit tests: mock-server', npm, ['test', '-w', 'mock-server']),
    'unit-mock',
  ],
  [
    'build',
    'Build, weight budget and npm start',
    async (run) => {
      // npm run build records what it built from, so the npm start tests below build nothing.
      await run('Build: web and mock-server (npm run build)', npm, ['run', 'build']);
      await run('Weight budget', 'node', ['web/scripts/size-report.mjs', '--check']);
      await run('npm start: builds only what changed, refuses a taken port', 'node', [
        '--test',
        '--test-reporter=spec',
        'scripts/start.test.mjs',
      ]);
    },
  ],
  [
    'contracts',
    'Contract tests',
    async (run) => {
      // Regenerates the pact from every consumer test and fails when it differs from the committed one.
      await run(
        'Contracts: consumer (the pact is the committed one)',
        npm,
        workspaceScript('contracts', 'test:consumer:check'),
      );
      // Provider states and their document, verify:remote's planning, credentials and refusals, the broker
      // commands, and verify:remote against a separately started mock server in safe and full mode.
      await run(
        'Contracts: verification tooling and verify:remote by URL',
        npm,
        workspaceScript('contracts', 'test:tooling'),
      );
      // The pact against the mock server (`pact-verifier` with the state-change URL, contracts' test:provider)
      // runs once, in the docs step, as docs/backend-team.md shows it.
      // openapi.json's currency (`npm run openapi -w mock-server -- --check`), the pact against it
      // (validate:openapi) and Redocly's ruleset (lint:openapi) run once, in the docs step: docs/backend-team.md
      // shows those commands, and that step runs them as written.
    },
  ],
  [
    'docs',
    'Docs: every shell command in README and docs/ runs as written',
    // docs/testing.md's one-spec e2e command writes results of its own: the Docker step's Playwright run, beside
    // it, writes e2e/test-results/docker, and Playwright empties its output folder when it starts.
    (run) =>
      run('Docs: every shell command in README and docs/ runs as written', npm, ['run', 'test:docs'], {
        E2E_RUN_DIR: 'docs-run',
      }),
  ],
  [
    'compose',
    'Delivery: docker-compose.yml, Dockerfile and nginx configuration',
    async (run) => {
      await run('docker-compose.yml validation', 'docker-compose', [
        '-f',
        'docker-compose.yml',
        'config',
        '--quiet',
      ]);
      const tests = readdirSync(path.join(root, 'test/delivery'))
        .filter((name) => name.endsWith('.test.mjs'))
        .map((name) => path.join('test/delivery', name));
      await run('Delivery checks (Dockerfile, compose, render-config.sh, nginx -t)', 'node', [
        '--test',
        '--test-reporter=spec',
        ...tests,
      ]);
    },
  ],
  [
    'docker',
    'Docker: both images built, the composed stack run and driven through the web container',
    (run) =>
      run('Docker: images, compose stack, container journey', 'node', ['test/delivery/docker-stack.mjs']),
  ],
  [
    'e2e',
    'End-to-end tests (Chromium and a Firefox journey through nginx)',
    (run) =>
      run('End-to-end tests (Chromium and a Firefox journey through nginx)', npm, [
        'test',
        '-w',
        'e2e',
        '--',
        '--grep-invert',
        '@worktree',
      ]),
  ],
  [
    'e2e',
    'End-to-end tests that edit the working tree (npm run dev)',
    (run) =>
      run('End-to-end tests that edit the working tree (npm run dev)', npm, [
        'test',
        '-w',
        'e2e',
        '--',
        '--grep',
        '@worktree',
      ]),
    'e2e-worktree',
  ],
];

/**
 * Phases run one after another; within one, `slots` steps run side by side, each free slot taking the first step
 * whose `after` steps have ended. The CPU-bound steps first, two at a time; then the e2e suite alone: beside them
 * its browsers took most of the CPU while its tests mostly wait (each of the two took 3 to 10 times as long as
 * alone, on a 2-core machine beside a CPU hog), and alone beside a hog it runs about as fast as on an idle
 * machine. The tests that edit the working tree run last, alone. TEST_SERIAL=1 runs every step alone, in order.
 */
const PHASES = [
  {
    slots: 2,
    steps: [
      { id: 'build' },
      // The longest chains first, the short steps last.
      { id: 'compose' },
      { id: 'docker', after: ['compose'] },
      // The tooling runs the built mock server.
      { id: 'contracts', after: ['build'] },
      // The documents' commands regenerate the pact and verify it (docs/backend-team.md): not beside the steps
      // that read it; the documents' mock server starts with `npm start`, which builds only what changed.
      { id: 'docs', after: ['build', 'contracts'] },
      { id: 'unit-mock' },
      { id: 'lint' },
      { id: 'typecheck' },
      { id: 'unit-web' },
    ],
  },
  { slots: 1, steps: [{ id: 'e2e' }] },
  { slots: 1, steps: [{ id: 'e2e-worktree' }] },
];

const stepsById = new Map(STEPS.map(([name, label, step, id]) => [id ?? name, { name, label, step }]));
const selected = (id) => !only || only.includes(stepsById.get(id).name);

async function runPhase(phase) {
  const queue = phase.steps.filter((step) => selected(step.id));
  if (!queue.length) return;
  const slots = SERIAL ? 1 : Math.min(phase.slots, queue.length);
  const live = slots === 1;
  if (!live)
    console.log(
      `\n=== ${slots} at a time: ${queue.map((step) => stepsById.get(step.id).label).join(', ')} ===`,
    );
  const run = runner(live);
  const queued = new Set(queue.map((step) => step.id));
  const ended = new Set();
  const isReady = (step) => (step.after ?? []).every((id) => ended.has(id) || !queued.has(id));
  let failure = null;
  let waiting = [];
  // Until the list is empty or a step failed (running steps still end, so their output is complete).
  async function slot() {
    while (queue.length && !failure) {
      const index = queue.findIndex(isReady);
      if (index === -1) {
        await new Promise((resolve) => waiting.push(resolve));
        continue;
      }
      const [step] = queue.splice(index, 1);
      try {
        await stepsById.get(step.id).step(run);
        ended.add(step.id);
      } catch (error) {
        failure ??= error;
      } finally {
        const wake = waiting;
        waiting = [];
        for (const resolve of wake) resolve();
      }
    }
  }
  await Promise.all(Array.from({ length: slots }, slot));
  if (failure) throw failure;
}

ensureSystemPackages();
try {
  for (const phase of PHASES) await runPhase(phase);
} catch (error) {
  summary();
  if (!(error instanceof StepFailed)) throw error;
  console.error(`\nnpm test failed at: ${error.message}`);
  process.exit(error.status);
}
summary();
console.log('\nAll checks passed.');
