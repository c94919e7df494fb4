// nginx/render-config.sh, the web container's start-up step: what it writes, what it refuses, and that
// nginx accepts the result laid out as in the container. It runs under dash (Debian's sh) and under
// BusyBox with only BusyBox's tools and envsubst on the PATH, which is what the Alpine-based image has.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(root, 'nginx/render-config.sh');
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map(
  (name) => `/usr/lib/nginx/modules/${name}`,
);

let work;
let webRoot;
let busyboxBin;

before(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'crm-render-config-'));
  webRoot = path.join(work, 'html');
  mkdirSync(webRoot);
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>CRM</title>');
  // A PATH with BusyBox's applets and envsubst only (as in the nginx Alpine image).
  const busybox = spawnSync('sh', ['-c', 'command -v busybox'], { encoding: 'utf8' }).stdout.trim();
  assert.ok(busybox, 'busybox is installed (npm test installs it): it stands in for the Alpine image');
  busyboxBin = path.join(work, 'busybox-bin');
  mkdirSync(busyboxBin);
  for (const applet of ['sh', 'grep', 'mkdir', 'cp', 'rm', 'mv', 'cat', 'dirname', 'printf', 'echo']) {
    symlinkSync(busybox, path.join(busyboxBin, applet));
  }
  symlinkSync('/usr/bin/envsubst', path.join(busyboxBin, 'envsubst'));
});

after(() => rmSync(work, { recursive: true, force: true }));

let runs = 0;

/** Runs the script in a fresh output folder with only the given environment. */
function render(env = {}, shell = 'dash') {
  runs += 1;
  const out = path.join(work, `run-${runs}`);
  const confDir = path.join(out, 'conf.d');
  const runtimeDir = path.join(out, 'runtime');
  const fullEnv = {
    PATH: shell === 'busybox' ? busyboxBin : process.env.PATH,
    BACKEND_URL: 'http://127.0.0.1:9',
    WEB_ROOT: webRoot,
    CONF_DIR: confDir,
    RUNTIME_DIR: runtimeDir,
    ...env,
  };
  for (const [key, value] of Object.entries(fullEnv)) if (value === undefined) delete fullEnv[key];
  const command = shell === 'busybox' ? path.join(busyboxBin, 'sh') : 'dash';
  const result = spawnSync(command, [script], { env: fullEnv, encoding: 'utf8' });
  const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    out,
    confDir,
    conf: read(path.join(confDir, 'crm.conf')),
    configJs: read(path.join(runtimeDir, 'config.js')),
    brotliConf: read(path.join(confDir, 'crm.d/brotli.conf')),
    headersConf: read(path.join(confDir, 'crm.d/security-headers.conf')),
  };
}

/** What the browser gets from /config.js. */
function browserConfig(configJs) {
  const window = {};
  vm.runInNewContext(configJs, { window });
  return JSON.parse(JSON.stringify(window.__CRM_CONFIG__));
}

const DEFAULT_CONFIG = {
  loginProviderUrl: '/oauth/authorize',
  clientId: 'crm-web',
  clientSecret: 'crm-web-secret',
  tenantId: 'crm-backoffice',
  redirectUri: '',
  apps: {
    account: 'https://account.example.com/dashboard',
    helpdesk: 'https://helpdesk.example.com/dashboard',
    broadcast: 'https://broadcast.example.com/dashboard',
    chatbot: 'https://chatbot.example.com/dashboard',
    studio: 'https://studio.example.com/dashboard',
  },
  maxUploadMb: 20,
  defaultLanguage: 'en',
};

for (const shell of ['dash', 'busybox']) {
  describe(`render-config.sh under ${shell}`, () => {
    it('renders the server block, the headers and the default runtime configuration', () => {
      const result = render({}, shell);
      assert.equal(result.status, 0, result.stderr);
      assert.match(
        result.stdout,
        /crm\.conf \(backend http:\/\/127\.0\.0\.1:9, port 8080, uploads up to 25 MB/,
      );
      assert.doesNotMatch(
        result.conf,
        /\$\{(BACKEND_URL|LISTEN_PORT|WEB_ROOT|CLIENT_MAX_BODY_SIZE|CLIENT_MAX_BODY_SIZE_TEXT|CONF_DIR|RUNTIME_DIR|ACCESS_LOG)\}/,
      );
      // The access log never holds the sign-in's secrets; JSON bodies have the backend's 10 MB limit.
      assert.match(result.conf, /access_log \/var\/log\/nginx\/access\.log crm_redacted;/);
      assert.match(
        result.conf,
        /log_format crm_redacted [^;]*"\$request_method \$crm_log_uri \$server_protocol"/,
      );
      assert.doesNotMatch(result.conf, /log_format crm_redacted [^;]*\$(request|request_uri|http_referer)\b/);
      assert.match(result.conf, /client_max_body_size 10m;/);
      assert.match(result.conf, /listen 8080 default_server;/);
      assert.match(result.conf, /proxy_pass http:\/\/127\.0\.0\.1:9;/);
      assert.match(result.conf, /client_max_body_size 25m;/);
      assert.match(result.conf, /"The file is too large: the limit is 25 MB\."/);
      assert.match(result.conf, new RegExp(`root ${webRoot};`));
      // nginx's own variables are left alone.
      assert.match(result.conf, /X-Forwarded-For \$proxy_add_x_forwarded_for;/);
      assert.equal(result.headersConf, readFileSync(path.join(root, 'nginx/security-headers.conf'), 'utf8'));
      assert.equal(result.brotliConf, undefined);
      assert.deepEqual(browserConfig(result.configJs), DEFAULT_CONFIG);
    });

    it('ACCESS_LOG places the access log; a relative path is refused', () => {
      const placed = render({ ACCESS_LOG: '/tmp/crm-logs/access.log' }, shell);
      assert.equal(placed.status, 0, placed.stderr);
      assert.match(placed.conf, /access_log \/tmp\/crm-logs\/access\.log crm_redacted;/);
      const relative = render({ ACCESS_LOG: 'logs/access.log' }, shell);
      assert.notEqual(relative.status, 0);
      assert.match(relative.stderr, /ACCESS_LOG must be an absolute path/);
    });

    it('unset or empty settings take their defaults', () => {
      const result = render(
        { CLIENT_ID: '', TENANT_ID: '', LOGIN_PROVIDER_URL: '', LISTEN_PORT: '', DEFAULT_LANGUAGE: '' },
        shell,
      );
      assert.equal(result.status, 0, result.stderr);
      assert.deepEqual(browserConfig(result.configJs), DEFAULT_CONFIG);
      assert.match(result.conf, /listen 8080 default_server;/);
    });

    it('writes every runtime setting literally, whatever shell syntax it contains', () => {
      const env = {
        LOGIN_PROVIDER_URL: 'https://sso.example.com/oauth/authorize?prompt=login&x=$HOME',
        CLIENT_ID: 'crm web `id` $(id)',
        CLIENT_SECRET: "s3cr€t's %s %d $PATH",
        TENANT_ID: 'tenant-ä',
        REDIRECT_URI: 'https://crm.example.com/auth/callback',
        APP_URL_ACCOUNT: 'https://account.example.com/',
        APP_URL_HELPDESK: '',
        APP_URL_BROADCAST: 'http://broadcast.internal:8081/home?x=1#top',
        APP_URL_CHATBOT: 'https://chatbot.example.com/dashboard',
        APP_URL_STUDIO: 'https://studio.example.com/dashboard',
        LISTEN_PORT: '9090',
        CLIENT_MAX_BODY_SIZE: '512k',
        BACKEND_URL: 'https://[::1]:8443/',
      };
      const result = render(env, shell);
      assert.equal(result.status, 0, result.stderr);
      assert.deepEqual(browserConfig(result.configJs), {
        loginProviderUrl: env.LOGIN_PROVIDER_URL,
        clientId: env.CLIENT_ID,
        clientSecret: env.CLIENT_SECRET,
        tenantId: env.TENANT_ID,
        redirectUri: env.REDIRECT_URI,
        apps: {
          account: env.APP_URL_ACCOUNT,
          helpdesk: '',
          broadcast: env.APP_URL_BROADCAST,
          chatbot: env.APP_URL_CHATBOT,
          studio: env.APP_URL_STUDIO,
        },
        maxUploadMb: 20,
        defaultLanguage: 'en',
      });
      // 512 KB is below the backend's 20 MB: rendered, with a warning.
      assert.match(
        result.stderr,
        /warning: CLIENT_MAX_BODY_SIZE \(512k\) is not above MAX_UPLOAD_MB \(20 MB\)/,
      );
      assert.match(result.conf, /listen 9090 default_server;/);
      assert.match(result.conf, /proxy_pass https:\/\/\[::1\]:8443;/);
      assert.match(result.conf, /client_max_body_size 512k;/);
      assert.match(result.conf, /the limit is 512 KB\./);
    });

    it("MAX_UPLOAD_MB, the backend's limit, is the browser's (/config.js) and the base of nginx's", () => {
      const result = render({ MAX_UPLOAD_MB: '40' }, shell);
      assert.equal(result.status, 0, result.stderr);
      assert.equal(browserConfig(result.configJs).maxUploadMb, 40);
      assert.match(result.conf, /client_max_body_size 45m;/);
      assert.doesNotMatch(result.stderr, /warning/);
      const set = render({ MAX_UPLOAD_MB: '40', CLIENT_MAX_BODY_SIZE: '100m' }, shell);
      assert.equal(set.status, 0, set.stderr);
      assert.match(set.conf, /client_max_body_size 100m;/);
    });

    it('DEFAULT_LANGUAGE is the language /config.js gives the browser (English unless set)', () => {
      const result = render({ DEFAULT_LANGUAGE: 'id' }, shell);
      assert.equal(result.status, 0, result.stderr);
      assert.equal(browserConfig(result.configJs).defaultLanguage, 'id');
      assert.match(result.stdout, /default language id\) written/);
      assert.equal(browserConfig(render({}, shell).configJs).defaultLanguage, 'en');
    });

    it('BROTLI=on adds the brotli settings; a later run with it off removes them', () => {
      const confDir = path.join(work, `brotli-${shell}`);
      const brotliConf = path.join(confDir, 'crm.d/brotli.conf');
      const on = render({ BROTLI: 'on', CONF_DIR: confDir }, shell);
      assert.equal(on.status, 0, on.stderr);
      assert.match(readFileSync(brotliConf, 'utf8'), /brotli_static on;/);
      assert.match(
        readFileSync(path.join(confDir, 'crm.conf'), 'utf8'),
        /include .*\/crm\.d\/brotli\*\.conf;/,
      );
      const off = render({ BROTLI: 'off', CONF_DIR: confDir }, shell);
      assert.equal(off.status, 0, off.stderr);
      assert.equal(existsSync(brotliConf), false);
    });

    const refusals = [
      [{ BACKEND_URL: undefined }, /BACKEND_URL must be set/],
      [{ BACKEND_URL: '' }, /BACKEND_URL must be set/],
      [{ BACKEND_URL: 'mock-server:8080' }, /BACKEND_URL must look like http:\/\/host:port/],
      [{ BACKEND_URL: 'http://mock-server:8080/api' }, /BACKEND_URL .*no path/],
      [{ BACKEND_URL: 'ftp://mock-server' }, /BACKEND_URL must look like/],
      [{ BACKEND_URL: 'http://mock-server:8080;evil' }, /BACKEND_URL must look like/],
      [{ LISTEN_PORT: 'http' }, /LISTEN_PORT must be a port number/],
      [{ LISTEN_PORT: '0' }, /LISTEN_PORT must be a port number/],
      [{ LISTEN_PORT: '70000' }, /LISTEN_PORT must be a port number/],
      [{ CLIENT_MAX_BODY_SIZE: '25 MB' }, /CLIENT_MAX_BODY_SIZE must be an nginx size/],
      [{ CLIENT_MAX_BODY_SIZE: '0' }, /CLIENT_MAX_BODY_SIZE must be an nginx size/],
      [{ MAX_UPLOAD_MB: '20MB' }, /MAX_UPLOAD_MB must be a whole number of MB from 1 to 1024/],
      [{ MAX_UPLOAD_MB: '2000' }, /MAX_UPLOAD_MB must be a whole number/],
      [{ MAX_UPLOAD_MB: '0' }, /MAX_UPLOAD_MB must be a whole number/],
      [{ BROTLI: 'yes' }, /BROTLI must be on or off/],
      [{ DEFAULT_LANGUAGE: 'fr' }, /DEFAULT_LANGUAGE must be en or id, got 'fr'/],
      [{ DEFAULT_LANGUAGE: 'ID' }, /DEFAULT_LANGUAGE must be en or id/],
      [{ DEFAULT_LANGUAGE: 'en"' }, /DEFAULT_LANGUAGE must be en or id/],
      [{ WEB_ROOT: 'html' }, /WEB_ROOT must be an absolute path/],
      [{ CONF_DIR: '/tmp/a b' }, /CONF_DIR may only contain/],
      [
        { WEB_ROOT: '/nonexistent-crm-web-root' },
        /WEB_ROOT \(\/nonexistent-crm-web-root\) has no index\.html/,
      ],
      [{ CLIENT_ID: 'crm"web' }, /CLIENT_ID contains a quote/],
      [{ TENANT_ID: 'a\\b' }, /TENANT_ID contains a quote, backslash/],
      [{ APP_URL_HELPDESK: 'https://h.example.com/<script>' }, /APP_URL_HELPDESK contains/],
      [{ REDIRECT_URI: 'https://crm.example.com/cb\nx' }, /REDIRECT_URI contains .*control character/],
      [{ CLIENT_SECRET: 'tab\there' }, /CLIENT_SECRET contains .*control character/],
      [{ CLIENT_ID: '   ' }, /CLIENT_ID must not be blank/],
      [
        { LOGIN_PROVIDER_URL: 'javascript:alert(1)' },
        /LOGIN_PROVIDER_URL must be an http\(s\) URL or a path/,
      ],
      [{ LOGIN_PROVIDER_URL: 'sso.example.com/authorize' }, /LOGIN_PROVIDER_URL must be/],
      [{ APP_URL_STUDIO: 'studio.example.com' }, /APP_URL_STUDIO must be an http\(s\) URL/],
      [{ REDIRECT_URI: '/auth/callback' }, /REDIRECT_URI must be an http\(s\) URL/],
    ];
    it(`refuses ${refusals.length} kinds of bad settings with a message naming the variable, writing nothing`, () => {
      for (const [env, message] of refusals) {
        const result = render(env, shell);
        const what = JSON.stringify(env);
        assert.notEqual(result.status, 0, `${what} is refused`);
        assert.match(result.stderr, /^render-config: /, what);
        assert.match(result.stderr, message, what);
        assert.equal(result.conf, undefined, `${what}: no crm.conf written`);
        assert.equal(result.configJs, undefined, `${what}: no config.js written`);
      }
    });
  });
}

describe('the rendered configuration in nginx', () => {
  /** nginx -t with a main configuration laid out like the nginx image's (conf.d/*.conf inside http). */
  function nginxTest(loadModules, env) {
    const result = render({
      BROTLI: loadModules ? 'on' : 'off',
      ACCESS_LOG: path.join(work, `access-${runs + 1}.log`),
      ...env,
    });
    assert.equal(result.status, 0, result.stderr);
    const main = [
      ...(loadModules ? BROTLI_MODULES.map((module) => `load_module ${module};`) : []),
      'worker_processes 1;',
      `pid ${result.out}/nginx.pid;`,
      `error_log ${result.out}/error.log;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${result.out}/access.log;`,
      `  client_body_temp_path ${result.out}/client_body;`,
      `  proxy_temp_path ${result.out}/proxy;`,
      `  fastcgi_temp_path ${result.out}/fastcgi;`,
      `  uwsgi_temp_path ${result.out}/uwsgi;`,
      `  scgi_temp_path ${result.out}/scgi;`,
      `  include ${result.confDir}/*.conf;`,
      '}',
    ].join('\n');
    writeFileSync(path.join(result.out, 'nginx.conf'), main);
    return spawnSync('nginx', ['-t', '-p', result.out, '-c', path.join(result.out, 'nginx.conf')], {
      encoding: 'utf8',
    });
  }

  it('passes nginx -t without brotli modules, as in the nginx.org image', () => {
    const result = nginxTest(false);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /syntax is ok/);
  });

  it('passes nginx -t with the brotli modules and BROTLI=on', () => {
    assert.ok(
      BROTLI_MODULES.every((module) => existsSync(module)),
      'nginx brotli modules are installed',
    );
    const result = nginxTest(true);
    assert.equal(result.status, 0, result.stderr);
  });

  it('is refused by nginx when broken (the check above can fail)', () => {
    const template = readFileSync(path.join(root, 'nginx/crm.conf.template'), 'utf8');
    const broken = path.join(work, 'broken.template');
    writeFileSync(broken, template.replace('server_tokens off;', 'server_tokens maybe;'));
    const result = nginxTest(false, { TEMPLATE: broken });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /invalid value "maybe" in .*crm\.conf/);
  });
});
