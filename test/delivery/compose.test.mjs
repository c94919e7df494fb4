// docker-compose.yml, validated without a Docker engine: Debian's docker-compose (v1) checks it against the
// Compose schema and prints it resolved; the checks below read that resolved form (through python3-yaml,
// which docker-compose itself depends on) to hold the wiring the stack needs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseDockerfile, stages } from './dockerfile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'crm-compose-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Variables a user might have set that the file reads: the checks run on the file's own defaults. */
const COMPOSE_VARIABLES =
  /^(BACKEND_URL|LOGIN_PROVIDER_URL|REDIRECT_URIS?|CLIENT_\w+|TENANT_ID|APP_URL_\w+|SEED\w*|TIME_SCALE|MAX_UPLOAD_MB|DEFAULT_LANGUAGE|MOCK_CONTROL|LOG_LEVEL|WEB_PORT|WEB_BIND_ADDRESS)$/;

function composeConfig(file, env = {}) {
  const cleanEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !COMPOSE_VARIABLES.test(key)),
  );
  // A developer's own .env must not change what is checked.
  const envFile = path.join(work, 'empty.env');
  writeFileSync(envFile, '');
  return spawnSync(
    'docker-compose',
    ['-f', file, '--project-directory', root, '--env-file', envFile, 'config'],
    {
      cwd: work,
      env: { ...cleanEnv, ...env },
      encoding: 'utf8',
    },
  );
}

function resolved(env = {}) {
  const result = composeConfig(path.join(root, 'docker-compose.yml'), env);
  assert.equal(result.status, 0, result.stderr);
  const json = spawnSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: result.stdout, encoding: 'utf8' },
  );
  assert.equal(json.status, 0, json.stderr);
  return JSON.parse(json.stdout);
}

describe('docker-compose.yml', () => {
  const config = resolved();
  const { web, 'mock-server': mock } = config.services;

  it('has the web and mock-server services, built from the Dockerfile targets of the same names', () => {
    assert.deepEqual(Object.keys(config.services).sort(), ['mock-server', 'web']);
    const targets = stages(parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))).map(
      (stage) => stage.name,
    );
    for (const [name, service] of Object.entries(config.services)) {
      assert.equal(service.build.context, root, `${name} builds from the repository root`);
      assert.equal(service.build.target, name);
      assert.ok(targets.includes(name), `Dockerfile has a ${name} target`);
      assert.equal(service.restart, 'unless-stopped');
    }
  });

  it('publishes only the web container, on 8080, proxying to the mock server on the compose network', () => {
    // docker-compose v1 prints a port with a host address in the short form.
    assert.deepEqual(web.ports, ['0.0.0.0:8080:8080/tcp']);
    assert.equal(mock.ports, undefined);
    assert.equal(web.environment.BACKEND_URL, `http://mock-server:${mock.environment.PORT}`);
    assert.equal(mock.environment.HOST, '0.0.0.0');
  });

  it('runs the web container on a read-only root, with a tmpfs its user owns for what nginx writes', () => {
    assert.equal(web.read_only, true);
    assert.deepEqual(web.tmpfs, ['/tmp/crm-runtime:uid=101,gid=101']);
  });

  it('starts the web container once the mock server is healthy; both are health-checked on /healthz', () => {
    assert.deepEqual(web.depends_on, { 'mock-server': { condition: 'service_healthy' } });
    for (const [name, service] of Object.entries(config.services)) {
      assert.match(service.healthcheck.test.join(' '), /http:\/\/127\.0\.0\.1:8080\/healthz/, name);
      for (const key of ['interval', 'timeout', 'retries', 'start_period']) {
        assert.ok(service.healthcheck[key], `${name} healthcheck sets ${key}`);
      }
    }
  });

  it('keeps the mock server’s uploads, generated files and state in a named volume', () => {
    assert.deepEqual(Object.keys(config.volumes), ['crm-data']);
    assert.deepEqual(mock.volumes, [`crm-data:${mock.environment.DATA_DIR}:rw`]);
    assert.equal(mock.environment.PERSIST_STATE, 'on');
  });

  it('gives the web container every runtime setting, with the same OAuth client as the provider', () => {
    for (const name of [
      'LOGIN_PROVIDER_URL',
      'CLIENT_ID',
      'CLIENT_SECRET',
      'TENANT_ID',
      'REDIRECT_URI',
      'APP_URL_ACCOUNT',
      'APP_URL_HELPDESK',
      'APP_URL_BROADCAST',
      'APP_URL_CHATBOT',
      'APP_URL_STUDIO',
      'CLIENT_MAX_BODY_SIZE',
      'MAX_UPLOAD_MB',
      'DEFAULT_LANGUAGE',
    ]) {
      assert.ok(name in web.environment, `web sets ${name}`);
    }
    for (const name of ['CLIENT_ID', 'CLIENT_SECRET', 'TENANT_ID']) {
      assert.equal(web.environment[name], mock.environment[name], `${name} agrees`);
    }
    // One upload limit for the backend, nginx (which sizes its own 5 MB above it unless CLIENT_MAX_BODY_SIZE is
    // set, so the backend's own message answers up to its limit) and the browser's check (/config.js).
    assert.equal(web.environment.MAX_UPLOAD_MB, mock.environment.MAX_UPLOAD_MB);
    assert.equal(mock.environment.MAX_UPLOAD_MB, '20');
    assert.equal(web.environment.CLIENT_MAX_BODY_SIZE, '');
    // One default language for both /config.js (nginx's and the mock's): English unless DEFAULT_LANGUAGE says.
    assert.equal(web.environment.DEFAULT_LANGUAGE, mock.environment.DEFAULT_LANGUAGE);
    assert.equal(web.environment.DEFAULT_LANGUAGE, 'en');
    assert.equal(resolved({ DEFAULT_LANGUAGE: 'id' }).services.web.environment.DEFAULT_LANGUAGE, 'id');
  });

  it('takes settings from the environment (or .env), e.g. a real backend and login provider', () => {
    const custom = resolved({
      BACKEND_URL: 'https://crm-api.example.com',
      LOGIN_PROVIDER_URL: 'https://sso.example.com/oauth/authorize',
      CLIENT_ID: 'crm-prod',
      WEB_PORT: '9000',
      WEB_BIND_ADDRESS: '127.0.0.1',
    });
    assert.equal(custom.services.web.environment.BACKEND_URL, 'https://crm-api.example.com');
    assert.equal(
      custom.services.web.environment.LOGIN_PROVIDER_URL,
      'https://sso.example.com/oauth/authorize',
    );
    assert.equal(custom.services.web.environment.CLIENT_ID, 'crm-prod');
    assert.equal(custom.services['mock-server'].environment.CLIENT_ID, 'crm-prod');
    assert.deepEqual(custom.services.web.ports, ['127.0.0.1:9000:8080/tcp']);
  });

  it('docker-compose config refuses a broken file (so the validation in npm test can fail)', () => {
    const original = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const broken = {
      'an unknown health condition': original.replace(
        'condition: service_healthy',
        'condition: service_happy',
      ),
      'an unknown service key': original.replace('    image: crm-web:local', '    imagez: crm-web:local'),
      'a YAML syntax error': original.replace('services:', 'services: ['),
      'a reference to an undefined volume': original.replace('- crm-data:/data', '- crm-missing:/data'),
    };
    for (const [what, text] of Object.entries(broken)) {
      assert.notEqual(text, original, `${what}: the mutation applies`);
      const file = path.join(work, 'broken.yml');
      writeFileSync(file, text);
      const result = composeConfig(file);
      assert.notEqual(result.status, 0, `${what} is refused`);
      assert.ok(result.stderr.trim(), `${what}: docker-compose says why`);
    }
  });
});
