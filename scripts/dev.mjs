#!/usr/bin/env node
// `npm run dev`: Vite with hot reload on PORT (5173) proxying to the mock backend on MOCK_PORT (8081), which restarts
// on change and keeps its state. Programs start directly in their own process groups (npm and sh do not pass
// signals on), so stopping this script stops each, then kills what is left; one ending ends the other.
import './runtime.mjs';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const host = env.HOST || '127.0.0.1';
const port = env.PORT || '5173';
const mockPort = env.MOCK_PORT || '8081';
const dataDir = env.DATA_DIR || path.join(root, 'node_modules/.cache/crm-dev');
const STOP_GRACE_MS = 10_000;

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const PROGRAMS = [
  {
    name: 'mock server',
    command: bin('tsx'),
    args: ['watch', 'src/server.ts'],
    cwd: 'mock-server',
    env: {
      HOST: host,
      PORT: mockPort,
      WEB_DIST: 'off',
      PERSIST_STATE: env.PERSIST_STATE || 'on',
      DATA_DIR: dataDir,
    },
    // tsx watch would read Enter (rerun) from the terminal Vite reads its shortcuts from.
    stdin: 'ignore',
    portVariable: 'MOCK_PORT',
    port: mockPort,
  },
  {
    name: 'Vite',
    command: bin('vite'),
    args: ['--host', host, '--port', port, '--strictPort'],
    cwd: 'web',
    env: { MOCK_URL: `http://${host}:${mockPort}` },
    stdin: 'inherit',
    portVariable: 'PORT',
    port,
  },
];

function isFree(portNumber) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(Number(portNumber), host, () => probe.close(() => resolve(true)));
  });
}

/** For the taken-port message. */
async function freePortAfter(port) {
  const asked = PROGRAMS.map((program) => Number(program.port));
  for (let candidate = Number(port) + 1; candidate < Number(port) + 50; candidate += 1)
    if (!asked.includes(candidate) && (await isFree(candidate))) return candidate;
  return Number(port) + 1;
}

// A taken port is named with the setting that moves it (the programs' own messages name npm start's PORT).
for (const program of PROGRAMS) {
  if (await isFree(program.port)) continue;
  console.error(
    `Port ${program.port} on ${host} (the ${program.name}) is already in use: stop what uses it (another ` +
      `npm run dev?), or choose another port with ${program.portVariable}, for example: ` +
      `${program.portVariable}=${await freePortAfter(program.port)} npm run dev`,
  );
  process.exit(1);
}

const running = new Set();
let stopping = false;
let exitCode = 0;

/** Its pid is the group's id; false once the group is gone. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of running) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  }, STOP_GRACE_MS).unref();
}

/** What it left in its group goes too, and without it the loop ends. */
function ended(child, program, how) {
  if (!running.delete(child)) return;
  signalGroup(child, 'SIGKILL');
  if (!stopping) {
    console.error(`The ${program.name} ${how}: stopping npm run dev.`);
    stop(how === 'stopped (exit code 0)' ? 0 : 1);
  }
  if (running.size === 0) process.exit(exitCode);
}

for (const program of PROGRAMS) {
  const child = spawn(program.command, program.args, {
    cwd: path.join(root, program.cwd),
    env: { ...env, ...program.env },
    stdio: [program.stdin, 'inherit', 'inherit'],
    detached: true,
  });
  running.add(child);
  child.on('error', (error) => ended(child, program, `could not start (${error.message})`));
  child.on('close', (code, signal) => ended(child, program, `stopped (${signal ?? `exit code ${code}`})`));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
const shownDataDir = dataDir.startsWith(root + path.sep) ? path.relative(root, dataDir) : dataDir;
console.log(
  `npm run dev: the app on http://${host}:${port} (Vite), the mock server on ${host}:${mockPort}, which keeps ` +
    `its data and sign-ins in ${shownDataDir} (delete it to start from the seed).`,
);
