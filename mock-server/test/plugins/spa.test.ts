// Embedded mode (WEB_DIST): the built SPA served through @fastify/static, with the cache headers and history
// fallback nginx gives in production. Also pins the static-file dependency chosen for Node 20 support.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../helpers.js';

describe('spa plugin (embedded mode)', () => {
  let dist: string;
  let test: TestApp;
  const script = 'console.log("app");'.repeat(20);

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'crm-spa-test-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>CRM</title>');
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    test = await makeApp({ webDist: dist });
  });
  afterAll(async () => {
    await test.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html uncached at / and for deep links that accept HTML', async () => {
    for (const url of ['/', '/campaign/detail', '/auth/callback?code=abc']) {
      const response = await test.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>CRM</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year, precompressed when the browser accepts gzip', async () => {
    const plain = await test.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzipped = await test.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const other = await test.app.inject({ url: '/favicon.svg' });
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset or backend path with a JSON 404, not the app', async () => {
    const asset = await test.app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    const api = await test.app.inject({ url: '/oauth/nothing-here', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain('<title>CRM</title>');
  });
});

describe('the API reference at /api-docs (built by scripts/apiDocs.mjs)', () => {
  let docs: string;
  const page = '<!doctype html><title>CRM back-office API reference</title>';

  beforeAll(async () => {
    docs = await mkdtemp(path.join(os.tmpdir(), 'crm-api-docs-test-'));
    await writeFile(path.join(docs, 'index.html'), page);
    await writeFile(path.join(docs, 'redoc-0123abcd.js'), 'hydrate();');
    await writeFile(path.join(docs, 'openapi.json'), '{"openapi":"3.0.3"}');
  });
  afterAll(async () => {
    await rm(docs, { recursive: true, force: true });
  });

  // With the SPA (embedded mode) and without it (API only, as behind nginx or in the backend team's runs).
  it.each([
    ['API only', false],
    ['with the SPA', true],
  ])('%s: the page revalidated, its scripts cached for good', async (_mode, withSpa) => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'crm-spa-test-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>CRM</title>');
    const test = await makeApp({ apiDocsDir: docs, ...(withSpa ? { webDist: dist } : {}) });
    try {
      const html = await test.app.inject({ url: '/api-docs', headers: { accept: 'text/html' } });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.headers['cache-control']).toBe('no-cache');
      expect(html.body).toBe(page);
      const script = await test.app.inject({ url: '/api-docs/redoc-0123abcd.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.body).toBe('hydrate();');
      expect((await test.app.inject({ url: '/api-docs/missing.js' })).statusCode).toBe(404);
    } finally {
      await test.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('not built: a 404 that says how to build it', async () => {
    const test = await makeApp({ apiDocsDir: path.join(docs, 'nowhere') });
    try {
      const response = await test.app.inject({ url: '/api-docs' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'The API reference is not built here: run npm run build -w mock-server.',
      });
    } finally {
      await test.close();
    }
  });
});
