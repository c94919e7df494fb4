#!/usr/bin/env node
// `npm run bench upload-parsing`: how fast the upload worker reads and validates customer spreadsheets, how
// much memory it takes, and whether the server keeps answering while a 60,000-row upload is imported.
//
// 1. Writes .xls (BIFF8) and .xlsx files of 10,000 and 60,000 customer rows with @e965/xlsx (2% invalid rows),
//    kept in bench-results/upload-parsing/ for the next run (SheetJS's BIFF8 writer needs minutes for 60,000).
// 2. Runs the real import worker (mock-server/dist/uploads) on each file several times: rows per second
//    (spawn to answer, worker start included), the stages' times, the worker's heap (sampled between its
//    stages) and the process's peak RSS (sampled every 5 ms from the main thread, which is idle meanwhile).
// 3. Starts the mock server on a free 127.0.0.1 port, uploads the 60,000-row .xls over HTTP, and measures
//    GET /healthz latency every 50 ms until the upload is done, against a baseline before it.
// Figures: median [min – max] over the runs. Nothing here passes or fails.
import * as XLSX from '@e965/xlsx';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { customerUploadRows } from './customerUploadRows.mjs';
import { uploadFromChild } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'mock-server/dist');

/** Bump when the generated rows change, so that cached files are written again. */
const GENERATION = 'v1';
const cache = path.join(root, 'bench-results/upload-parsing');
const cachedFile = (count, bookType) => path.join(cache, `customers-${count}-${GENERATION}.${bookType}`);

const generating = process.argv[2] === '--generate';
if (!generating) {
  console.log('Building the mock server (tsc) so the worker measured is the current one...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'mock-server'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) {
    console.error('npm run build -w mock-server failed');
    process.exit(1);
  }
}

const { startImport } = await import(pathToFileURL(path.join(dist, 'uploads/runImport.js')).href);
const { COLUMNS } = await import(pathToFileURL(path.join(dist, 'state/records/columns.js')).href);
const { buildApp } = await import(pathToFileURL(path.join(dist, 'app.js')).href);
const { testConfig } = await import(pathToFileURL(path.join(dist, 'config.js')).href);

const RUNS = { 10_000: 5, 60_000: 3 };
const MB = 1024 * 1024;

function customerRows(count) {
  return customerUploadRows(COLUMNS.customer, count, {
    name: 'Pelanggan',
    phoneBase: 1200000000,
    orderPrefix: 'SO',
  });
}

function workbook(rows, bookType) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Data');
  return XLSX.write(book, {
    type: 'buffer',
    bookType: bookType === 'xls' ? 'biff8' : 'xlsx',
    compression: true,
  });
}

if (generating) {
  // Runs in a child process: SheetJS's BIFF8 writer leaves gigabytes of RSS behind, which must not count
  // against the worker measured below.
  const [count, bookType] = [Number(process.argv[3]), process.argv[4]];
  const started = performance.now();
  await writeFile(cachedFile(count, bookType), workbook(customerRows(count), bookType));
  console.log(
    `wrote ${path.relative(root, cachedFile(count, bookType))} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(0);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fmt = (values, digits = 0, unit = '') =>
  `${median(values).toFixed(digits)}${unit} [${Math.min(...values).toFixed(digits)} – ${Math.max(...values).toFixed(digits)}]`;
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

await mkdir(cache, { recursive: true });
const work = await mkdtemp(path.join(os.tmpdir(), 'crm-bench-upload-'));
try {
  const files = [];
  for (const count of [10_000, 60_000]) {
    let rows;
    for (const bookType of ['xls', 'xlsx']) {
      const file = path.join(cache, `customers-${count}-${GENERATION}.${bookType}`);
      if (!existsSync(file)) {
        const started = performance.now();
        rows ??= customerRows(count);
        await writeFile(file, workbook(rows, bookType));
        console.log(
          `wrote ${path.relative(root, file)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      files.push({ count, bookType, file, size: (await readFile(file)).length });
    }
  }

  console.log(`\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`);
  console.log('\n== Parsing + validation in the import worker ==');
  console.log(
    'file                    size      runs  rows/s                       total ms                  parse ms             validate ms        invalid-sheet ms   worker heap MB       process peak RSS MB',
  );
  for (const { count, bookType, file, size } of files) {
    const rates = [];
    const totals = [];
    const parse = [];
    const validate = [];
    const write = [];
    const heap = [];
    const rss = [];
    for (let run = 0; run < RUNS[count]; run += 1) {
      global.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 200));
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const started = performance.now();
      const handle = startImport({
        category: 'customer',
        sourcePath: file,
        invalidPathBase: path.join(work, `invalid-${run}`),
      });
      const reply = await handle.result;
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      if (!reply.ok) throw new Error(`import failed: ${reply.information}`);
      if (reply.totalRows !== count) throw new Error(`read ${reply.totalRows} rows, expected ${count}`);
      rates.push(count / (elapsed / 1000));
      totals.push(elapsed);
      parse.push(reply.stats.parseMs);
      validate.push(reply.stats.validateMs);
      write.push(reply.stats.writeMs);
      heap.push(reply.stats.heapUsedPeakBytes / MB);
      rss.push(peak / MB);
      if (run === 0 && reply.invalidCount !== count / 50) {
        throw new Error(`expected ${count / 50} invalid rows, got ${reply.invalidCount}`);
      }
    }
    console.log(
      [
        `${count} rows .${bookType}`.padEnd(24),
        `${(size / MB).toFixed(1)} MB`.padEnd(10),
        String(RUNS[count]).padEnd(6),
        fmt(rates).padEnd(29),
        fmt(totals).padEnd(26),
        fmt(parse).padEnd(21),
        fmt(validate).padEnd(19),
        fmt(write).padEnd(19),
        fmt(heap).padEnd(21),
        fmt(rss),
      ].join(''),
    );
  }

  console.log('\n== Does the server keep answering during a 60,000-row import? ==');
  const dataDir = path.join(work, 'server-data');
  // SheetJS writes a 60,000-row .xls of 48 MB (no shared strings): over the default MAX_UPLOAD_MB of 20.
  const app = await buildApp(
    testConfig({ dataDir, timeScale: 0.001, logLevel: 'silent', maxUploadBytes: 64 * MB }),
  );
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    // Sign in as admin through the provider (login_hint) and the code exchange.
    const authorize = await app.inject({
      method: 'GET',
      url: `/oauth/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: 'crm-web',
        redirect_uri: 'http://localhost:5173/auth/callback',
        state: 'bench',
        tenant_id: 'crm-backoffice',
        login_hint: 'admin',
      })}`,
    });
    const code = new URL(authorize.headers.location).searchParams.get('code');
    const token = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://localhost:5173/auth/callback',
        client_id: 'crm-web',
        code_verifier: 'bench',
        client_secret: 'crm-web-secret',
      }).toString(),
    });
    const auth = { authorization: `Bearer ${token.json().access_token}` };
    // Let the seeded in-progress uploads finish first.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const probe = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.text();
      return performance.now() - started;
    };
    const baseline = [];
    const idleDelay = monitorEventLoopDelay({ resolution: 10 });
    idleDelay.enable();
    for (let index = 0; index < 100; index += 1) {
      baseline.push(await probe());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    idleDelay.disable();

    console.log(
      `/healthz latency before any import: p50 ${pct(baseline, 50).toFixed(1)} ms, p95 ${pct(baseline, 95).toFixed(1)} ms, ` +
        `max ${Math.max(...baseline).toFixed(1)} ms (${baseline.length} probes); event-loop delay max (10 ms timer included) ` +
        `${(idleDelay.max / 1e6).toFixed(1)} ms`,
    );

    for (const bookType of ['xls', 'xlsx']) {
      const { file, size } = files.find((entry) => entry.count === 60_000 && entry.bookType === bookType);
      // The upload is sent by another process, so that encoding 48 MB of multipart here cannot stall the
      // event loop being measured (the server's).
      const upload = uploadFromChild(base, auth.authorization, file, `customers-60000.${bookType}`);
      const uploader = upload.child;
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      const gcPauses = [];
      const gcObserver = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) gcPauses.push(entry.duration);
      });
      // Measuring starts as the upload starts: reading the request and storing it are part of the import.
      loopDelay.enable();
      gcObserver.observe({ entryTypes: ['gc'] });
      const started = performance.now();
      const probesWhileSending = [];
      while (uploader.exitCode === null) {
        probesWhileSending.push(await probe());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const { ms: uploadMs, body } = upload.result();
      const { data } = body;
      const during = [...probesWhileSending];
      let record = data;
      let polls = 0;
      while (record.status === 'execute' || record.status === 'process') {
        during.push(await probe());
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (++polls % 10 === 0) {
          const response = await fetch(`${base}/api/files/filter`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ filters: [{ key: 'id', value: data.uuid }] }),
          });
          [record] = (await response.json()).data;
        }
      }
      const importMs = performance.now() - started;
      loopDelay.disable();
      gcObserver.disconnect();
      const customers = Object.keys(app.store.state.customers.records).length;
      console.log(
        `\n60,000-row .${bookType} (${(size / MB).toFixed(1)} MB) over HTTP: 201 after ${uploadMs.toFixed(0)} ms, ` +
          `${record.status} after ${(importMs / 1000).toFixed(1)} s: ${record.num_of_success} imported, ${record.num_of_failed} invalid ` +
          `(customers in the table: ${customers})`,
      );
      console.log(
        `  /healthz latency during: p50 ${pct(during, 50).toFixed(1)} ms, p95 ${pct(during, 95).toFixed(1)} ms, ` +
          `max ${Math.max(...during).toFixed(1)} ms (${during.length} probes)`,
      );
      console.log(
        `  server event-loop delay during (10 ms sampling timer included): p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, ` +
          `p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms; ` +
          `main-thread GC: ${gcPauses.length} pauses, longest ${Math.max(0, ...gcPauses).toFixed(1)} ms, ` +
          `total ${gcPauses.reduce((sum, pause) => sum + pause, 0).toFixed(0)} ms`,
      );
    }
  } finally {
    await app.close();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
