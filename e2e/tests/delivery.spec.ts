import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { paths } from '../../web/src/config/paths';
import {
  sha256,
  startEchoBackend,
  streamBytes,
  type EchoBackend,
  type EchoedRequest,
} from '../support/echoBackend';
import { expect, storedSession, test } from '../support/fixtures';
import { brotliModules, REPO_ROOT, startNginx, type NginxServer } from '../support/stack';

/**
 * Production delivery: the nginx configuration of the web container (nginx/crm.conf.template, rendered by
 * nginx/render-config.sh) as the browser and the backend see it. The whole suite runs through this nginx;
 * these tests check what the others take for granted.
 */

const WEB_DIST = path.join(REPO_ROOT, 'web/dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS = {
  'content-security-policy': /script-src 'self'[^;]*;.*frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'x-frame-options': /^DENY$/,
};

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], `${name} on ${what}`).toMatch(pattern);
  }
}

/** The hashed scripts and styles index.html loads (the build names them /assets/<name>-<hash>.<ext>). */
async function hashedAssets(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/index.html')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
  expect(assets.length, 'index.html references hashed assets').toBeGreaterThan(0);
  return assets;
}

test.describe('nginx serving the SPA', () => {
  test('/healthz answers, and the Server header carries no version', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('ok\n');
    expect(response.headers()['server']).toBe('nginx');
  });

  test('hashed assets are immutable for a year; index.html and /config.js are revalidated', async ({
    request,
  }) => {
    for (const asset of await hashedAssets(request)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
      expectSecurityHeaders(response.headers(), asset);
    }
    for (const url of ['/', '/index.html', '/config.js']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
      expectSecurityHeaders(response.headers(), url);
    }
    // Other files of the build: short caching.
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
  });

  test('a client route falls back to index.html (no-cache); a missing file or asset is a 404, never the SPA', async ({
    request,
  }) => {
    const index = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
    for (const route of [
      '/campaign/detail',
      '/auth/callback?code=a.b&state=c',
      '/product-line/list-product-line',
    ]) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toContain('text/html');
      expect(response.headers()['cache-control'], route).toBe('no-cache');
      expect(await response.text(), route).toBe(index);
      expectSecurityHeaders(response.headers(), route);
    }
    for (const missing of ['/assets/index-00000000.js', '/assets/old-chunk.css', '/missing-image.png']) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<div id="root">');
      // A 404 must not be cached as if it were a hashed asset.
      expect(response.headers()['cache-control'], missing).toBeUndefined();
      expectSecurityHeaders(response.headers(), missing);
    }
  });

  test('/config.js is the configuration rendered at start, served as JavaScript', async ({ request }) => {
    const response = await request.get('/config.js');
    expect(response.headers()['content-type']).toMatch(/^application\/javascript/);
    const script = await response.text();
    const config = JSON.parse(script.replace(/^window\.__CRM_CONFIG__ = /, '').replace(/;\s*$/, ''));
    expect(config).toMatchObject({
      loginProviderUrl: '/oauth/authorize',
      clientId: 'crm-web',
      tenantId: 'crm-backoffice',
      apps: { helpdesk: 'https://helpdesk.example.com/dashboard' },
    });
  });

  test('text is served compressed: brotli or gzip as the browser asks, identical once decoded', async ({
    request,
  }) => {
    const brotli = Boolean(brotliModules());
    let compressed = 0;
    for (const asset of await hashedAssets(request)) {
      const original = await readFile(path.join(WEB_DIST, asset));
      const identity = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers()['content-encoding']).toBeUndefined();
      expect(Number(identity.headers()['content-length'])).toBe(original.length);
      // Below 256 bytes neither the build (web/scripts/precompress.ts) nor nginx (gzip_min_length) compresses.
      if (original.length < 256) continue;
      compressed += 1;
      const encodings: [string, string][] = [['gzip', 'gzip']];
      if (brotli) encodings.push(['br, gzip', 'br']);
      for (const [accept, expected] of encodings) {
        const response = await request.get(asset, { headers: { 'accept-encoding': accept } });
        expect(response.headers()['content-encoding'], `${asset} for ${accept}`).toBe(expected);
        expect(response.headers()['vary'], asset).toContain('Accept-Encoding');
        expect(Buffer.compare(await response.body(), original), `${asset} decoded`).toBe(0);
      }
    }
    expect(compressed, 'the entry script and styles are compressed').toBeGreaterThanOrEqual(2);
    // The test stack loads Debian's brotli modules whenever they are installed (npm test installs them).
    expect(brotli, 'nginx brotli modules are installed').toBe(true);
  });

  test('proxied backend responses carry the same security headers, once', async ({ request }) => {
    const json = await request.get('/api/customers');
    expect(json.status()).toBe(401);
    expect(json.headers()['content-type']).toContain('application/json');
    expectSecurityHeaders(json.headers(), 'a proxied JSON error');
    const login = await request.get('/oauth/authorize?response_type=code&client_id=crm-web');
    expectSecurityHeaders(login.headers(), 'the proxied login page');
    for (const url of ['/api-admin/clients/divisions/div-marketing', '/message-template/?account_id=1']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(401);
      expect((await response.json()).message, url).toContain('Unauthorized');
    }
  });
});

test.describe('deep links', () => {
  test('the campaign history and the product-line list reload to the same screen', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    for (const [route, title] of [
      [paths.campaignHistory, 'Campaign · CRM'],
      [paths.productLineList, 'Product Line · CRM'],
    ] as const) {
      await test.step(`${route} reloads to the same screen`, async () => {
        await page.goto(route);
        await expect(page).toHaveTitle(title);
        await page.reload();
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      });
    }
  });

  test('/auth/callback as a deep link renders the callback screen, and again after a reload', async ({
    page,
    mock,
  }) => {
    await page.goto('/auth/callback?code=unknown-code&state=s');
    await expect(page.getByRole('heading', { name: 'Failed to authenticate.' })).toBeVisible();
    // "Authenticating..." lasts only as long as the token call: slow that call so the state can be seen.
    await mock.latency(1500, '/oauth/token');
    const exchange = page.waitForRequest((request) => new URL(request.url()).pathname === '/oauth/token');
    await page.reload();
    await exchange;
    await expect(page.getByText('Authenticating...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Failed to authenticate.' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/auth/callback');
  });
});

/** Records every CSP violation the page reports (also those the console does not show). */
async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.describe('content security policy', () => {
  test('every screen of the route table runs as admin without a CSP violation or console error', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchCspViolations(page);
    await signIn('admin');
    // From here on (the sign-in round trip itself tries a silent session grant first, answered 401).
    const consoleErrors: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${current}: ${message.text()}`);
    });
    // Every path of the app (web/src/config/paths.ts; web/src/app/routes.test.ts keeps it equal to the
    // route table), loaded as a deep link: a new route is visited here without editing this test.
    const routes = Object.values(paths).filter((route) => route !== paths.authCallback);
    expect(routes.length).toBeGreaterThanOrEqual(16);
    // Detail screens opened without a stored id may be refused by the backend (404); nothing else is expected.
    const detail = new Set<string>([
      paths.customerDetail,
      paths.customerUploadDetail,
      paths.productLineUploadDetail,
      paths.giftClaimUploadDetail,
      paths.campaignDetail,
    ]);
    const expected = (entry: string) =>
      /Failed to load resource: the server responded with a status of 404/.test(entry) &&
      detail.has(entry.split(':')[0] as string);
    for (const route of routes) {
      current = route;
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      if (detail.has(route)) {
        // Without a stored id a detail screen may send the user back to its list: any screen of the app.
        expect(routes, `${route} stays in the app`).toContain(new URL(page.url()).pathname);
      } else {
        const landing = route === paths.home ? paths.customerList : route;
        await expect(page, route).toHaveURL(new RegExp(`${landing}$`));
      }
      await expect(page.getByRole('navigation', { name: 'Main menu' }), route).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' }), route).toHaveCount(0);
      await expect(page.getByText('No Access Found', { exact: true }), route).toHaveCount(0);
      expect(await violations(), `CSP violations on ${route}`).toEqual([]);
    }
    // The callback screen, outside the layout (a forged code: the provider refuses it with a 400).
    current = paths.authCallback;
    await page.goto(`${paths.authCallback}?code=forged&state=s`);
    await expect(page.getByRole('heading', { name: 'Failed to authenticate.' })).toBeVisible();
    expect(await violations(), 'CSP violations on the callback screen').toEqual([]);
    // There the refused exchange (400) is logged by the app as well.
    const unexpected = consoleErrors.filter(
      (entry) =>
        !expected(entry) &&
        !(
          entry.startsWith(`${paths.authCallback}:`) &&
          /status of 400|Token exchange failed: The request failed \(HTTP 400\)\./.test(entry)
        ),
    );
    expect(unexpected, 'console errors').toEqual([]);
  });

  test('the policy is enforced: an injected inline script is refused and reported', async ({
    browser,
    stack,
  }) => {
    // A context of its own: the suite's fixture fails any test whose page reports a violation.
    const context = await browser.newContext({ baseURL: stack.baseUrl });
    try {
      const page = await context.newPage();
      const violations = await watchCspViolations(page);
      await page.goto('/auth/callback');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.append(script);
      });
      await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/));
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBe(
        undefined,
      );
    } finally {
      await context.close();
    }
  });
});

/* ----------------------------------------------------------------------------------------------------------
 * What nginx forwards to the backend, seen by a stand-in backend that echoes every request. A second nginx
 * with the same rendered configuration (and a 1 MB body limit) points at it.
 * ------------------------------------------------------------------------------------------------------- */

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${options.path}`,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(options.body ? { 'content-length': String(options.body.length) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

function echoed(response: RawResponse): EchoedRequest {
  expect(response.status, response.body.toString()).toBe(200);
  return JSON.parse(response.body.toString()) as EchoedRequest;
}

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----crm-e2e-${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

test.describe('nginx in front of the backend', () => {
  let backend: EchoBackend;
  let nginx: NginxServer;

  test.beforeAll(async () => {
    backend = await startEchoBackend();
    nginx = await startNginx({ backendUrl: backend.url, env: { CLIENT_MAX_BODY_SIZE: '1m' } });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await backend?.close();
  });

  test('backend paths keep their path and query string; Authorization, cookies and the method pass through', async () => {
    const cases = [
      '/api/customers',
      '/api-admin/clients/divisions/div-marketing?expand=true',
      '/message-template/?account_id=42',
      '/message-template/?account_id=a%20b&page=2',
      '/oauth/token',
      '/download-file/invalid/upload-1%20(errors).xlsx',
    ];
    for (const url of cases) {
      const request = echoed(
        await rawRequest(nginx.url, {
          method: url === '/oauth/token' ? 'POST' : 'GET',
          path: url,
          headers: { authorization: 'Bearer token-123', cookie: 'crm_sso=abc' },
          body: url === '/oauth/token' ? Buffer.from('grant_type=redis') : undefined,
        }),
      );
      expect(request.url, url).toBe(url);
      expect(request.method, url).toBe(url === '/oauth/token' ? 'POST' : 'GET');
      expect(request.headers.authorization, url).toBe('Bearer token-123');
      expect(request.headers.cookie, url).toBe('crm_sso=abc');
    }
    // Not backend paths: served by nginx itself, never forwarded.
    const before = backend.received.length;
    for (const url of ['/', '/apis/list', '/campaign/detail', '/healthz']) {
      expect((await rawRequest(nginx.url, { path: url })).status, url).toBe(200);
    }
    expect(backend.received.length).toBe(before);
  });

  test('the client address, Host and scheme reach the backend (X-Forwarded-*)', async () => {
    const direct = echoed(await rawRequest(nginx.url, { path: '/api/whoami' }));
    const port = new URL(nginx.url).port;
    expect(direct.headers.host).toBe(`127.0.0.1:${port}`);
    expect(direct.headers['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
    expect(direct.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(direct.headers['x-real-ip']).toBe('127.0.0.1');
    expect(direct.headers['x-forwarded-proto']).toBe('http');

    // Behind a TLS-terminating load balancer: its client chain and scheme are kept, nginx appends its peer.
    const proxied = echoed(
      await rawRequest(nginx.url, {
        path: '/api/whoami',
        headers: {
          host: 'crm.example.com',
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-proto': 'https',
        },
      }),
    );
    expect(proxied.headers.host).toBe('crm.example.com');
    expect(proxied.headers['x-forwarded-host']).toBe('crm.example.com');
    expect(proxied.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(proxied.headers['x-forwarded-proto']).toBe('https');
  });

  test('the backend’s own security headers are replaced by nginx’s, not doubled', async () => {
    const response = await rawRequest(nginx.url, { path: '/api/headers' });
    expect(response.status).toBe(200);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['server']).toBe('nginx');
  });

  test('an upload reaches the backend byte for byte', async () => {
    const data = streamBytes(900 * 1024);
    const { body, contentType } = multipart(
      { category: 'customer', division_id: 'div-marketing' },
      { name: 'customers.xls', type: 'application/vnd.ms-excel', data },
    );
    const request = echoed(
      await rawRequest(nginx.url, {
        method: 'POST',
        path: '/api/files',
        headers: { 'content-type': contentType, authorization: 'Bearer t' },
        body,
      }),
    );
    expect(request.bodyLength).toBe(body.length);
    expect(request.bodySha256).toBe(sha256(body));
    expect(request.headers['content-type']).toBe(contentType);
  });

  test('above client_max_body_size nginx answers a JSON 413 itself and the backend never sees the body', async () => {
    const before = backend.received.length;
    const response = await rawRequest(nginx.url, {
      method: 'POST',
      path: '/api/files',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body.toString())).toEqual({
      message: 'The file is too large: the limit is 1 MB.',
    });
    expectSecurityHeaders(response.headers as Record<string, string>, 'the 413');
    expect(backend.received.length).toBe(before);
  });

  test('a download streams: the first bytes arrive before the backend has sent the rest', async () => {
    const size = 3 * 1024 * 1024;
    const received: Buffer[] = [];
    const done = new Promise<RawResponse>((resolve, reject) => {
      http
        .get(`${nginx.url}/download-file/stream/${size}`, (response) => {
          response.on('data', (chunk: Buffer) => {
            // Only once nginx has passed on the first chunk is the backend allowed to send the rest.
            if (received.length === 0) backend.releaseStream();
            received.push(chunk);
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(received),
            }),
          );
        })
        .on('error', reject);
    });
    const response = await done;
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="stream.bin"');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.body.length).toBe(size);
    expect(sha256(response.body)).toBe(sha256(streamBytes(size)));
  });

  test('a backend that drops the connection gives a JSON 502', async () => {
    const response = await rawRequest(nginx.url, { path: '/api/__hangup' });
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body.toString()).message).toContain('Bad Gateway');
    expectSecurityHeaders(response.headers as Record<string, string>, 'the 502');
  });
});

/* ----------------------------------------------------------------------------------------------------------
 * Uploads and downloads through nginx to the mock server, on the files API of spec part 1 section 7:
 * POST /api/files (multipart: file, category, division_id) and GET /download-file/{name}.
 * ------------------------------------------------------------------------------------------------------- */

/** A product-line spreadsheet in the advertised .xls format (binary BIFF8), ~2,000 rows. */
function productLineWorkbook(): Buffer {
  const rows: (string | number)[][] = [['Code', 'Value', 'Model Code', 'Model Description']];
  for (let index = 1; index <= 2000; index += 1) {
    rows.push([
      `PL-${index}`,
      `Line ${index} – café`,
      `MC-${(index * 7919) % 100000}`,
      `Model ${index} ünïcode`,
    ]);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Product Line');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/** Whether this branch has the upload endpoint: the mock's "Not found: POST /api/files" means it has not. */
async function uploadEndpointAvailable(request: APIRequestContext, headers: Record<string, string>) {
  const probe = await request.post('/api/files', { headers, failOnStatusCode: false });
  return !(probe.status() === 404 && /Not found: POST \/api\/files/.test(await probe.text()));
}

function findFilePath(value: unknown, filename: string): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findFilePath(item, filename);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (
      typeof record.file_path === 'string' &&
      record.file_path &&
      (!record.filename || record.filename === filename)
    )
      return record.file_path;
    // The stored original, not the invalid-rows file an upload may also have.
    for (const [key, nested] of Object.entries(record)) {
      if (key === 'invalid_file') continue;
      const found = findFilePath(nested, filename);
      if (found) return found;
    }
  }
  return undefined;
}

/** Uploads the workbook through nginx and returns the stored original's download response. */
async function uploadAndDownload(page: Page, workbook: Buffer): Promise<APIResponse | 'unavailable'> {
  const session = await storedSession(page);
  expect(session, 'signed in').not.toBeNull();
  const headers = { authorization: `Bearer ${session?.access_token}` };
  if (!(await uploadEndpointAvailable(page.request, headers))) return 'unavailable';
  const filename = `product-lines-${Date.now()}.xls`;
  const divisionId = (session as unknown as { user: { divisions: { id: string }[] } }).user.divisions[0]?.id;
  const upload = await page.request.post('/api/files', {
    headers,
    multipart: {
      file: { name: filename, mimeType: 'application/vnd.ms-excel', buffer: workbook },
      category: 'product_line',
      division_id: divisionId ?? '',
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  // The stored path: in the upload's answer, or else in the upload list (POST /api/files/filter).
  let filePath = findFilePath(await upload.json().catch(() => null), filename);
  await expect
    .poll(async () => {
      if (!filePath) {
        const list = await page.request.post('/api/files/filter', { headers, data: { filters: [] } });
        filePath = findFilePath(await list.json(), filename);
      }
      return filePath;
    })
    .toBeTruthy();
  const name = (filePath as string).split('/').pop() as string;
  return page.request.get(`/download-file/${encodeURIComponent(name)}`, { headers });
}

/**
 * A product-line workbook uploaded through nginx, and the 200 answer of its stored original's download (the test
 * is skipped where the upload endpoint does not answer yet).
 */
async function uploadedWorkbook(page: Page): Promise<{ workbook: Buffer; response: APIResponse }> {
  const workbook = productLineWorkbook();
  const download = await uploadAndDownload(page, workbook);
  test.skip(download === 'unavailable', 'POST /api/files is not on this branch yet; runs once it answers');
  const response = download as APIResponse;
  expect(response.status()).toBe(200);
  return { workbook, response };
}

test.describe('files through nginx to the mock server', () => {
  // One upload serves both checks of its download.
  test('an uploaded spreadsheet downloads byte for byte, streamed', async ({ page, signIn }) => {
    await signIn('admin');
    const { workbook, response } = await uploadedWorkbook(page);
    const body = await response.body();
    await test.step('an uploaded spreadsheet reaches the mock intact: its stored original downloads byte for byte', async () => {
      expect(body.length).toBe(workbook.length);
      expect(sha256(body)).toBe(sha256(workbook));
    });
    await test.step('a download streams through nginx: chunked, or a Content-Length matching the whole body', async () => {
      const headers = response.headers();
      if (headers['transfer-encoding']) expect(headers['transfer-encoding']).toBe('chunked');
      else expect(Number(headers['content-length'])).toBe(body.length);
      expect(body.length).toBe(workbook.length);
      expectSecurityHeaders(headers, 'a download');
    });
  });
});

test.describe('body limits through nginx to the mock server', () => {
  test('a JSON body and an upload over their limits get a JSON 413, not a 502', async ({ page, signIn }) => {
    await signIn('admin');
    const session = await storedSession(page);
    await test.step('a JSON body over the limit is a JSON 413, not a 502; one under it reaches the mock', async () => {
      const headers = {
        authorization: `Bearer ${session?.access_token}`,
        'content-type': 'application/json',
      };
      const oversize = `{"filters":[{"key":"filename","value":"${'x'.repeat(10 * 1024 * 1024)}"}]}`;
      const refused = await page.request.post('/api/files/filter', { headers, data: oversize });
      expect(refused.status()).toBe(413);
      expect(await refused.json()).toEqual({ message: 'The request is too large: the limit is 10 MB.' });
      const under = `{"filters":[{"key":"filename","value":"${'x'.repeat(9 * 1024 * 1024)}"}]}`;
      const answered = await page.request.post('/api/files/filter', { headers, data: under });
      expect([413, 502]).not.toContain(answered.status());
    });

    await test.step('an upload over MAX_UPLOAD_MB (under nginx limit) gets the mock 413 through nginx, not a 502', async () => {
      const response = await page.request.post('/api/files', {
        headers: { authorization: `Bearer ${session?.access_token}` },
        multipart: {
          category: 'product_line',
          file: {
            name: 'big.xls',
            mimeType: 'application/vnd.ms-excel',
            buffer: Buffer.alloc(21 * 1024 * 1024, 1),
          },
        },
      });
      expect(response.status()).toBe(413);
      expect(await response.json()).toEqual({ message: 'The file is too large: the limit is 20 MB.' });
    });
  });
});

test.describe('the access log', () => {
  // The callback under test is the browser's: the sign-in goes through the provider's page.
  test.use({ signInVia: 'provider' });

  test('never records the code or state of /auth/callback nor the token of /oauth/logout', async ({
    page,
    signIn,
    stack,
  }) => {
    const accessLog = stack.accessLog;
    test.skip(!accessLog, 'E2E_MODE=embedded: no nginx, no access log');
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await signIn('admin');
    const token = (await storedSession(page))?.access_token as string;
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    const callback = new URL(urls.find((url) => url.includes('/auth/callback?')) as string);
    const logout = new URL(urls.find((url) => url.includes('/oauth/logout?')) as string);
    const secrets = {
      code: callback.searchParams.get('code') as string,
      state: callback.searchParams.get('state') as string,
      token,
    };
    expect(logout.searchParams.get('code')).toBe(token);
    for (const [name, value] of Object.entries(secrets)) expect(value, name).toBeTruthy();
    // nginx writes each line when its request ends: wait for the logout to be logged.
    await expect
      .poll(async () =>
        (await readFile(accessLog as string, 'utf8')).includes('"GET /oauth/logout HTTP/1.1"'),
      )
      .toBe(true);
    const log = await readFile(accessLog as string, 'utf8');
    expect(log).toContain('"GET /auth/callback HTTP/1.1"');
    for (const [name, value] of Object.entries(secrets)) {
      expect(log.includes(value), `the ${name} is in the access log`).toBe(false);
    }
  });
});
