import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT, REDIRECT_URI, authorizeQuery, form } from '../helpers.js';

/**
 * SIGTERM against the real server (src/server.ts under tsx, its own process on a free loopback port): a client
 * stalled in the middle of an upload does not keep it alive, and a request already in flight still finishes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface LogLine {
  msg?: string;
  req?: { url?: string };
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('SIGTERM', () => {
  it('ends the process within 10 s with a stalled upload, after the request in flight finished', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-shutdown-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST: 'off',
        SEED_CUSTOMERS: '20',
        CAMPAIGN_ENGINE: 'off',
        LOG_LEVEL: 'debug',
        PERSIST_STATE: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const lines: LogLine[] = [];
    const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
    createInterface({ input: server.stdout }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        return;
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const logged = (test: (line: LogLine) => boolean) =>
      new Promise<LogLine>((resolve, reject) => {
        const seen = lines.find(test);
        if (seen) return resolve(seen);
        waiters.push({ test, resolve });
        void exited.then((code) => reject(new Error(`server exited (${code}): ${stderr}`)));
      });

    const listening = await logged((line) => /listening on http:\/\/127\.0\.0\.1:\d+/.test(line.msg ?? ''));
    const base = /(http:\/\/127\.0\.0\.1:\d+)/.exec(listening.msg!)![1]!;

    // Sign in (authorize with login_hint, then the code exchange).
    const authorize = await fetch(`${base}/oauth/authorize?${authorizeQuery({ login_hint: 'admin' })}`, {
      redirect: 'manual',
    });
    const code = new URL(authorize.headers.get('location')!).searchParams.get('code')!;
    const token = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: CLIENT.client_id,
        client_secret: CLIENT.client_secret,
        code_verifier: 'state-123',
      }),
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };

    // A client that sends half a multipart upload and then nothing.
    const stalled = net.connect(Number(new URL(base).port), '127.0.0.1');
    await new Promise((resolve) => stalled.once('connect', resolve));
    const stalledClosed = new Promise<void>((resolve) => stalled.once('close', () => resolve()));
    stalled.on('error', () => undefined);
    const boundary = 'stalledboundary';
    stalled.write(
      [
        'POST /api/files HTTP/1.1',
        `Host: ${new URL(base).host}`,
        `Authorization: Bearer ${accessToken}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 1000000',
        '',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="big.xlsx"',
        'Content-Type: application/octet-stream',
        '',
        'PK'.repeat(500),
      ].join('\r\n'),
    );
    await logged((line) => line.msg === 'incoming request' && line.req?.url === '/api/files');

    // A normal request in flight when the signal comes (held by the control API's latency).
    await fetch(`${base}/__mock/latency`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 1500, path: '/healthz' }),
    });
    const inFlight = fetch(`${base}/healthz`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await logged((line) => line.msg === 'incoming request' && line.req?.url === '/healthz');

    const signalledAt = Date.now();
    server.kill('SIGTERM');
    // Waits well past the limit, so that a server that never exits fails the checks below with a reason.
    const exitCode = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000)),
    ]);
    const elapsed = Date.now() - signalledAt;

    expect(elapsed).toBeLessThan(10_000);
    expect(exitCode).toBe(0);
    expect(await inFlight).toEqual({ status: 200, body: { status: 'ok' } });
    await stalledClosed;
  }, 90_000);
});
