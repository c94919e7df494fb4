#!/usr/bin/env node
// Part of `npm run build -w mock-server`: the API reference, contracts/openapi.json rendered by Redocly's
// build-docs (Redoc, prerendered, its scripts bundled: nothing is loaded from elsewhere), into dist/api-docs/.
// The mock serves it at /api-docs (plugins/spa.ts), and the web image's nginx serves the same folder
// (Dockerfile), with the document itself as /openapi.json. build-docs inlines its scripts; they are moved into
// files of their own here, so the page runs under the site's Content-Security-Policy (script-src 'self').
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCUMENT = path.resolve(here, '../../contracts/openapi.json');
const target = path.resolve(here, '../dist/api-docs');
/** Where the page is served: its scripts are addressed from there. */
const BASE = '/api-docs';
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'crm-api-docs-'));
try {
  const page = path.join(scratch, 'index.html');
  execFileSync(
    process.execPath,
    [
      redocly,
      'build-docs',
      DOCUMENT,
      '--inlineBundle',
      '--title',
      'CRM back-office API reference',
      '-o',
      page,
    ],
    // Its banners are noise in a build log: printed only when it fails (the error carries its output).
    {
      stdio: 'pipe',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const scripts = [];
  // Redoc's attribution shows a logo from Redocly's CDN, which the page's policy (img-src 'self' data:) blocks:
  // the wordmark is drawn in place instead. A Redoc without that logo needs this step no more.
  const wordmark =
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='56' height='16'%3E%3Ctext x='0' " +
    "y='12' font-family='sans-serif' font-size='12' fill='%23888'%3ERedocly%3C/text%3E%3C/svg%3E";
  const localLogo = (code) =>
    code.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, wordmark);
  // Redoc's search (FlexSearch) probes for its worker mode with Function(), which script-src 'self' refuses
  // (a CSP violation on every load); the probe is made to fail without eval, so the search runs in the page.
  const noEvalProbe = (code) => code.replace(/(\._factory\?\?=)Function\(\w+\)/g, '$1(()=>{throw 0})()');
  // Each inline script becomes a file named by its content (cacheable, and a new build is a new name); the
  // scripts escape their own closing tags, so the first </script> ends each one.
  const html = readFileSync(page, 'utf8').replace(
    /<script( type="module")?>([\s\S]*?)<\/script>/g,
    (_match, module = '', inline) => {
      const code = noEvalProbe(localLogo(inline));
      const name = `redoc-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
      writeFileSync(path.join(target, name), code);
      scripts.push(name);
      return `<script${module} src="${BASE}/${name}"></script>`;
    },
  );
  if (scripts.length === 0) throw new Error('build-docs wrote a page without its scripts');
  // No favicon request (the page has no icon of its own, and the mock serves the web app's only with it).
  writeFileSync(
    path.join(target, 'index.html'),
    html.replace('<head>', '<head>\n    <link rel="icon" href="data:," />'),
  );
  copyFileSync(DOCUMENT, path.join(target, 'openapi.json'));
  // Precompressed beside each file, as the web build's own (nginx's gzip_static, the mock's preCompressed).
  for (const name of ['index.html', 'openapi.json', ...scripts])
    writeFileSync(
      path.join(target, `${name}.gz`),
      gzipSync(readFileSync(path.join(target, name)), { level: 9 }),
    );
  console.log(
    `api-docs: ${path.relative(process.cwd(), target)} (index.html, ${scripts.length} scripts, openapi.json)`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
