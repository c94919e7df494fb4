#!/usr/bin/env node
// Prints the production build's weight against the weight budget (docs/benchmarks.md, "Weight budget") and, with --check, fails when over it.
// Sizes are gzip level 9 of the emitted files, so they are the same on every machine.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGET = {
  shell: 120 * KB,
  shellPlusLanding: 250 * KB,
  lazyChunk: 150 * KB,
  catalogue: 20 * KB,
  css: 25 * KB,
  fonts: 100 * KB,
};
const LANDING_SOURCE = 'src/features/customers/CustomerListPage.tsx';
/** The API client is loaded on first use; the landing route always needs it, so it counts there. */
const API_CLIENT_SOURCE = 'src/api/http.ts';
/** PrimeReact's configuration is loaded as the app starts and wraps every screen: it counts there too. */
const PRIME_REACT_ROOT_SOURCE = 'src/components/PrimeReactRoot.tsx';
/** The language catalogues loaded before the first screen renders have their own budget. */
const CATALOGUE_SOURCE = /^src\/i18n\/catalogues\/[a-z]{2}\.json$/;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');

async function gzipSize(file) {
  return gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
}

/** Static import closure of a manifest entry (the files the browser must load before it runs). */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

async function jsSize(manifest, keys) {
  let total = 0;
  for (const key of keys) total += await gzipSize(manifest[key].file);
  return total;
}

export async function measure() {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const shellKeys = closure(manifest, entryKey);
  const shell = await jsSize(manifest, shellKeys);

  if (!manifest[LANDING_SOURCE])
    throw new Error(`the landing route ${LANDING_SOURCE} is not a chunk of the build`);
  const landingKeys = new Set(
    [
      ...closure(manifest, LANDING_SOURCE),
      ...closure(manifest, API_CLIENT_SOURCE),
      ...closure(manifest, PRIME_REACT_ROOT_SOURCE),
    ].filter((key) => !shellKeys.has(key)),
  );
  const catalogueKeys = Object.keys(manifest).filter((key) => CATALOGUE_SOURCE.test(key));
  if (!catalogueKeys.length) throw new Error('no language catalogue is a chunk of the build');
  // Another language than English loads English beside it (its words name columns in URLs and errors in logs,
  // web/src/i18n/i18n.ts): the heaviest start is English plus the largest other catalogue.
  let english = 0;
  let other = 0;
  for (const key of catalogueKeys) {
    const size = await gzipSize(manifest[key].file);
    if (key.endsWith('/en.json')) english = size;
    else other = Math.max(other, size);
  }
  const catalogue = english + other;
  const shellPlusLanding = shell + (await jsSize(manifest, landingKeys));

  const lazyChunks = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (shellKeys.has(key) || CATALOGUE_SOURCE.test(key) || !chunk.file.endsWith('.js')) continue;
    lazyChunks.push({ name: chunk.name ?? key, file: chunk.file, gzip: await gzipSize(chunk.file) });
  }
  lazyChunks.sort((a, b) => b.gzip - a.gzip);

  const assets = await readdir(path.join(dist, 'assets'));
  let css = 0;
  for (const file of assets.filter((name) => name.endsWith('.css'))) css += await gzipSize(`assets/${file}`);
  const fontFiles = assets.filter((name) => /\.(woff2?|ttf|otf|eot)$/.test(name));
  let fonts = 0;
  for (const file of fontFiles) fonts += (await readFile(path.join(dist, 'assets', file))).length;
  const nonWoff2Fonts = fontFiles.filter((name) => !name.endsWith('.woff2'));

  return { shell, shellPlusLanding, catalogue, lazyChunks, css, fonts, fontFiles, nonWoff2Fonts };
}

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function report(sizes) {
  const rows = [
    ['Shell initial JS (gzip)', sizes.shell, BUDGET.shell],
    ['Shell + landing route /customer/list-customer (gzip)', sizes.shellPlusLanding, BUDGET.shellPlusLanding],
    ['Language catalogues loaded at start, at most (gzip)', sizes.catalogue, BUDGET.catalogue],
    ...sizes.lazyChunks.map((chunk) => [`Lazy chunk ${chunk.name} (gzip)`, chunk.gzip, BUDGET.lazyChunk]),
    ['CSS, all files (gzip)', sizes.css, BUDGET.css],
    [`Web fonts (${sizes.fontFiles.join(', ') || 'none'})`, sizes.fonts, BUDGET.fonts],
  ];
  const failures = [];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${'Weight budget'.padEnd(width)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}`);
  for (const [label, size, budget] of rows) {
    const over = size > budget;
    if (over) failures.push(`${label}: ${fmt(size)} > ${fmt(budget)}`);
    console.log(
      `${label.padEnd(width)}  ${fmt(size).padStart(9)}  ${fmt(budget).padStart(9)}${over ? '  OVER' : ''}`,
    );
  }
  if (sizes.nonWoff2Fonts.length)
    failures.push(`fonts other than woff2 are shipped: ${sizes.nonWoff2Fonts.join(', ')}`);
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = report(await measure());
  if (failures.length) {
    console.error(`\nOver the weight budget:\n- ${failures.join('\n- ')}`);
    if (process.argv.includes('--check')) process.exit(1);
  } else {
    console.log('\nWithin the weight budget.');
  }
}
