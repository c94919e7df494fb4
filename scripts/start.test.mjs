// `npm start`: builds only what changed since the last build (scripts/build.mjs --if-changed), then serves; a
// taken port is refused with a message naming it and how to choose another, never a stack trace. Runs in npm
// test's build step, after `npm run build`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('build --if-changed, on a workspace of its own', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-build-test-'));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  // The build copies src/a.js to dist/out.js and counts its runs.
  const item = {
    name: 'pkg',
    dir: 'pkg',
    output: 'pkg/dist',
    entry: 'out.js',
    command: [
      process.execPath,
      '-e',
      `const fs = require('fs'); fs.mkdirSync('pkg/dist', { recursive: true });
       fs.copyFileSync('pkg/src/a.js', 'pkg/dist/out.js'); fs.appendFileSync('runs', 'x');`,
    ],
  };
  const messages = [];
  const start = () =>
    build({ root: dir, builds: [item], ifChanged: true, log: (line) => messages.push(line) });
  const runs = () => readFileSync(path.join(dir, 'runs'), 'utf8').length;
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('builds once, then only when an input or the output changed', async () => {
    write('package-lock.json', '{}');
    write('pkg/src/a.js', 'one');
    write('pkg/src/a.test.js', 'test');
    assert.deepEqual(await start(), ['pkg'], 'nothing built yet');
    assert.deepEqual(await start(), [], 'current');
    assert.match(messages.at(-1), /^pkg: up to date/);

    write('pkg/src/a.test.js', 'another test');
    write('pkg/.data/uploads/file.xlsx', 'data the server wrote');
    write('pkg/node_modules/x/index.js', 'x');
    assert.deepEqual(await start(), [], 'tests, dot folders and node_modules are not inputs');

    write('pkg/src/a.js', 'two');
    assert.deepEqual(await start(), ['pkg'], 'a source changed');
    assert.equal(readFileSync(path.join(dir, 'pkg/dist/out.js'), 'utf8'), 'two');
    write('pkg/src/a.js', 'one');
    assert.deepEqual(
      await start(),
      ['pkg'],
      'a source changed back: the output is not the one built from it',
    );
    write('package-lock.json', '{"lockfileVersion": 3}');
    assert.deepEqual(await start(), ['pkg'], 'the dependencies changed');
    write('domain/src/rules.ts', 'export const rule = 1;');
    assert.deepEqual(await start(), ['pkg'], 'the shared domain rules changed');
    appendFileSync(path.join(dir, 'pkg/dist/out.js'), ' (built some other way)');
    assert.deepEqual(await start(), ['pkg'], 'the output changed');
    rmSync(path.join(dir, 'pkg/dist'), { recursive: true });
    assert.deepEqual(await start(), ['pkg'], 'the output is gone');
    assert.deepEqual(await start(), [], 'current again');
    assert.equal(runs(), 7);
    assert.deepEqual(
      await build({ root: dir, builds: [item], log: () => {} }),
      ['pkg'],
      'npm run build always builds',
    );
  });
});

/** Runs `npm start` in its own process group (npm, sh, node): `stop()` ends all of them. */
function npmStart(env) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

describe('npm start, with the project built', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-start-test-'));
  // Builds what is not current (nothing, after npm test's `npm run build`), so every start below builds nothing.
  before(() => build({ ifChanged: true }), { timeout: 600_000 });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts without building and serves the app', async () => {
    const port = await freePort();
    const started = npmStart({ PORT: String(port), DATA_DIR: dataDir });
    try {
      const deadline = Date.now() + 60_000;
      let home;
      while (!home && Date.now() < deadline) {
        home = await fetch(`http://127.0.0.1:${port}/`).then(
          (response) => (response.ok ? response.text() : undefined),
          () => undefined,
        );
        if (!home) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.match(home ?? '', /<div id="root">/, started.output());
      assert.match(started.output(), /web: up to date/);
      assert.match(started.output(), /mock-server: up to date/);
      assert.doesNotMatch(started.output(), /vite|tsc -p/, 'nothing was built');
    } finally {
      await started.stop();
    }
  });

  it('on a taken port, names it and how to choose another, and exits non-zero', async () => {
    const taken = net.createServer();
    await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address();
    const started = npmStart({ PORT: String(port), DATA_DIR: dataDir });
    try {
      const code = await started.exited;
      const output = started.output();
      assert.notEqual(code, 0, output);
      assert.match(output, new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`));
      assert.match(output, /choose another port with PORT, for example: PORT=\d+ npm start/);
      assert.doesNotMatch(output, /EADDRINUSE|^\s+at /m, 'no stack trace');
    } finally {
      await started.stop();
      taken.close();
    }
  });
});
