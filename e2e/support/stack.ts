import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, openSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the stack the end-to-end tests run against, on free loopback ports:
 * the mock backend (API only) and Debian's nginx with the project's configuration, rendered by the same
 * script as in the container. E2E_MODE=embedded skips nginx and lets the mock serve the SPA itself.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIST = path.join(REPO_ROOT, 'web/dist');
const MOCK_ENTRY = path.join(REPO_ROOT, 'mock-server/dist/server.js');

export interface Stack {
  baseUrl: string;
  mockUrl: string;
  mode: 'nginx' | 'embedded';
  /** nginx's access log as crm.conf writes it, or null without nginx. */
  accessLog: string | null;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(
  url: string,
  what: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = existsSync(logFile) ? await readFile(logFile, 'utf8') : '';
  throw new Error(`${what} did not become healthy at ${url}.\n${log.slice(-4000)}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** load_module lines for Debian's brotli modules when installed (npm test installs them), else empty. */
export function brotliModules(): string {
  const dir = '/usr/lib/nginx/modules';
  const modules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
  return modules.every((name) => existsSync(path.join(dir, name)))
    ? modules.map((name) => `load_module ${dir}/${name};`).join('\n')
    : '';
}

/**
 * The `user` line for nginx's main configuration: its workers run as the user who started the tests. A master
 * started as root otherwise hands its workers to `nobody`, which cannot read a checkout under a private folder
 * (mode 700, such as /root or a default Debian 12 home, or files written under umask 077) and answers 403 for
 * the whole app. Any other user's master cannot switch users: its workers are already that user, and nginx
 * would only warn about the line, so it is left out.
 */
export function workerUserDirective(): string {
  if (process.getuid?.() !== 0) return '';
  const group = spawnSync('id', ['-gn'], { encoding: 'utf8' }).stdout.trim();
  return `user ${os.userInfo().username} ${group};`;
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code: number = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`);
}

export interface NginxServer {
  url: string;
  /** The rendered configuration directory (crm.conf, crm.d/) and runtime directory (config.js). */
  confDir: string;
  runtimeDir: string;
  /** The access log crm.conf writes (ACCESS_LOG of render-config.sh). */
  accessLog: string;
  stop(): Promise<void>;
}

/**
 * Starts Debian's nginx in the foreground with a prefix of its own, on a free loopback port, with the
 * project's configuration rendered by nginx/render-config.sh exactly as the web container does at start,
 * proxying the backend paths to `backendUrl`. `env` overrides any setting of render-config.sh
 * (CLIENT_MAX_BODY_SIZE, LOGIN_PROVIDER_URL...).
 */
export async function startNginx(options: {
  backendUrl: string;
  env?: NodeJS.ProcessEnv;
  /** Requests nginx serves on one client connection before closing it (nginx's default: 1000). */
  keepaliveRequests?: number;
}): Promise<NginxServer> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'crm-nginx-'));
  const port = await freePort();
  const confDir = path.join(workDir, 'conf');
  const runtimeDir = path.join(workDir, 'runtime');
  const accessLog = path.join(workDir, 'crm-access.log');
  const modules = brotliModules();
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx) await stopChild(nginx);
    if (!process.env.E2E_KEEP_LOGS) await rm(workDir, { recursive: true, force: true });
  };
  try {
    await run('sh', [path.join(REPO_ROOT, 'nginx/render-config.sh')], {
      ...process.env,
      BACKEND_URL: options.backendUrl,
      LISTEN_PORT: String(port),
      WEB_ROOT: WEB_DIST,
      CONF_DIR: confDir,
      RUNTIME_DIR: runtimeDir,
      ACCESS_LOG: accessLog,
      BROTLI: modules ? 'on' : 'off',
      ...options.env,
    });
    const template = await readFile(path.join(REPO_ROOT, 'nginx/standalone.conf.template'), 'utf8');
    const mainConf = template
      .replaceAll('${LOAD_MODULES}', modules)
      .replaceAll('${WORKER_USER}', workerUserDirective())
      .replaceAll('${KEEPALIVE_REQUESTS}', String(options.keepaliveRequests ?? 1000))
      .replaceAll('${PREFIX}', workDir)
      .replaceAll('${CONF_DIR}', confDir);
    await mkdir(path.join(workDir, 'logs'), { recursive: true });
    await writeFile(path.join(workDir, 'nginx.conf'), mainConf);
    const errorLog = path.join(workDir, 'error.log');
    nginx = spawn('nginx', ['-p', workDir, '-c', path.join(workDir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk) => process.stderr.write(`[nginx] ${chunk}`));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/healthz`, 'nginx', nginx, errorLog);
    return { url, confDir, runtimeDir, accessLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function startStack(
  options: {
    mode?: 'nginx' | 'embedded';
    env?: NodeJS.ProcessEnv;
    /** How long the mock may take to seed and answer /healthz (a large SEED_CUSTOMERS takes longer). */
    healthTimeoutMs?: number;
  } = {},
): Promise<Stack> {
  const mode = options.mode ?? (process.env.E2E_MODE === 'embedded' ? 'embedded' : 'nginx');
  const required: [string, string][] = [
    [path.join(WEB_DIST, 'index.html'), 'npm run build -w web'],
    [MOCK_ENTRY, 'npm run build -w mock-server'],
  ];
  for (const [file, hint] of required) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run "${hint}" (npm test does) before the e2e tests.`);
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'crm-e2e-'));
  const mockPort = await freePort();
  const mockLog = path.join(workDir, 'mock-server.log');
  const mockEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(mockPort),
    DATA_DIR: path.join(workDir, 'data'),
    WEB_DIST: mode === 'embedded' ? WEB_DIST : 'off',
    MOCK_CONTROL: 'on',
    LOG_LEVEL: 'warn',
    TIME_SCALE: process.env.E2E_TIME_SCALE ?? '0.05',
    // Tests call the mock's control API directly and keep those connections idle while the browser works; with
    // the default 5 s keep-alive the mock can close one just as the next call is sent on it (ECONNRESET, "socket
    // hang up" on a busy machine). nginx opens a new connection per request, so this only concerns the tests.
    KEEP_ALIVE_TIMEOUT_SECONDS: '600',
    ...options.env,
  };
  const mockOut = openSync(mockLog, 'a');
  const mock = spawn(process.execPath, [MOCK_ENTRY], { env: mockEnv, stdio: ['ignore', mockOut, mockOut] });
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  let nginx: NginxServer | undefined;
  const stop = async () => {
    if (nginx) await nginx.stop();
    await stopChild(mock);
    if (!process.env.E2E_KEEP_LOGS) await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${mockUrl}/healthz`, 'The mock server', mock, mockLog, options.healthTimeoutMs);
    if (mode === 'embedded') return { baseUrl: mockUrl, mockUrl, mode, accessLog: null, stop };
    nginx = await startNginx({ backendUrl: mockUrl, env: options.env });
    return { baseUrl: nginx.url, mockUrl, mode, accessLog: nginx.accessLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
