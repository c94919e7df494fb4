#!/usr/bin/env node
// `npm test`: everything, in order — system packages, lint, typecheck, unit tests, production build and its
// weight budget, contract tests, delivery checks (docker-compose config, Dockerfile, nginx configuration),
// and the end-to-end suite through real nginx.
// Stops at the first failing step and says which one it was.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.env.TEST_ONLY?.split(',').map((step) => step.trim());

/** System packages the tests need: [check, Debian package, what it is for]. */
const SYSTEM_PACKAGES = [
  [
    () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    'chromium',
    'the browser the end-to-end tests drive',
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
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('apt-get install', 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

const timings = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push([label, seconds, result.status === 0 ? 'ok' : 'FAILED']);
  if (result.status !== 0) {
    summary();
    console.error(`\nnpm test failed at: ${label}`);
    process.exit(result.status ?? 1);
  }
}

function summary() {
  console.log('\n=== Summary ===');
  for (const [label, seconds, status] of timings)
    console.log(`${status.padEnd(6)} ${seconds.padStart(7)} s  ${label}`);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const STEPS = [
  ['lint', 'Lint (ESLint, Prettier)', () => run('Lint (ESLint, Prettier)', npm, ['run', 'lint'])],
  ['typecheck', 'Typecheck', () => run('Typecheck', npm, ['run', 'typecheck'])],
  [
    'unit',
    'Unit tests (web, mock-server)',
    () => {
      run('Unit tests: web', npm, ['test', '-w', 'web']);
      run('Unit tests: mock-server', npm, ['test', '-w', 'mock-server']);
    },
  ],
  [
    'build',
    'Build and weight budget',
    () => {
      run('Build: web', npm, ['run', 'build', '-w', 'web']);
      run('Weight budget', 'node', ['web/scripts/size-report.mjs', '--check']);
      run('Build: mock-server', npm, ['run', 'build', '-w', 'mock-server']);
    },
  ],
  [
    'contracts',
    'Contract tests',
    () => {
      // Regenerates the pact from every consumer test and fails when it differs from the committed one.
      run('Contracts: consumer (the pact is the committed one)', npm, [
        'run',
        'test:consumer:check',
        '-w',
        'contracts',
      ]);
      run('Contracts: provider verification against the mock server', npm, [
        'run',
        'test:provider',
        '-w',
        'contracts',
      ]);
      // Provider states and their document, verify:remote's planning, credentials and refusals, the broker
      // commands, and verify:remote against a separately started mock server in safe and full mode.
      run('Contracts: verification tooling and verify:remote by URL', npm, [
        'run',
        'test:tooling',
        '-w',
        'contracts',
      ]);
      // The provider's OpenAPI document: current with the mock's route schemas, and the pact valid against it.
      run('Contracts: contracts/openapi.json is current', npm, [
        'run',
        'openapi',
        '-w',
        'mock-server',
        '--',
        '--check',
      ]);
      run('Contracts: the pact against openapi.json (swagger-mock-validator)', npm, [
        'run',
        'validate:openapi',
        '-w',
        'contracts',
      ]);
    },
  ],
  [
    'compose',
    'Delivery: docker-compose.yml, Dockerfile and nginx configuration',
    () => {
      run('docker-compose.yml validation', 'docker-compose', [
        '-f',
        'docker-compose.yml',
        'config',
        '--quiet',
      ]);
      const tests = readdirSync(path.join(root, 'test/delivery'))
        .filter((name) => name.endsWith('.test.mjs'))
        .map((name) => path.join('test/delivery', name));
      run('Delivery checks (Dockerfile, compose, render-config.sh, nginx -t)', 'node', [
        '--test',
        '--test-reporter=spec',
        ...tests,
      ]);
    },
  ],
  [
    'docker',
    'Docker: both images built, the composed stack run and driven through the web container',
    () => run('Docker: images, compose stack, container journey', 'node', ['test/delivery/docker-stack.mjs']),
  ],
  [
    'e2e',
    'End-to-end tests (Chromium through nginx)',
    () => run('End-to-end tests (Chromium through nginx)', npm, ['test', '-w', 'e2e']),
  ],
];

ensureSystemPackages();
for (const [name, , step] of STEPS) {
  if (only && !only.includes(name)) continue;
  step();
}
summary();
console.log('\nAll checks passed.');
