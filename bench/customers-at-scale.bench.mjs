#!/usr/bin/env node
// `npm run bench customers-at-scale`: the campaign audience and the customer upload against a mock seeded with
// a quarter of a million customers (BENCH_CUSTOMERS, default 250000; BENCH_UPLOAD_ROWS, default 100000, the
// upload's row limit), over HTTP as the screens call them:
//
// 1. "Select All" on New Campaign: the segmentation lookups (cities, service types, product lines), then
//    POST /api/campaigns with every value of every segmentation list and any purchase date (the first call
//    indexes the customers; a second campaign reuses the index), and the recipient list of that campaign.
// 2. A 100,000-row .xlsx customer upload (new service orders, 2 % invalid rows), from the POST to Completed,
//    with /healthz latency meanwhile; then the filter call finds an imported customer.
//
// The mock runs with TIME_SCALE=0.001 (the simulated waits of the upload queue shrink; the import work does
// not) and MAX_UPLOAD_MB=128. The .xlsx is written once with SheetJS and kept in bench-results/. Figures, not
// pass/fail tests; one run each (seeding a quarter of a million customers takes a while).
import * as XLSX from '@e965/xlsx';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { customerUploadRows } from './customerUploadRows.mjs';
import { accessToken, requireBuildsAndChromium, root, startMock, uploadFromChild } from './support.mjs';
import { register } from 'tsx/esm/api';

register();
const { campaignBody, everyoneSegment } = await import('@crm/fixtures');

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 250_000);
const UPLOAD_ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 100_000);
const MB = 1024 * 1024;

requireBuildsAndChromium();
const { CUSTOMER_COLUMNS } = await import(
  pathToFileURL(path.join(root, 'mock-server/dist/state/records/columns.js')).href
);

const rssMb = (pid) =>
  (Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) *
    1024) /
  1e6;
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** The upload file: new service orders (BENCH-SO…), 2 % invalid (a missing phone, an impossible date). */
async function uploadFile(count) {
  const file = path.join(root, `bench-results/customers-at-scale/customers-${count}-v1.xlsx`);
  if (existsSync(file)) return file;
  await mkdir(path.dirname(file), { recursive: true });
  const started = performance.now();
  const rows = customerUploadRows(CUSTOMER_COLUMNS, count, {
    name: 'Pelanggan Bench',
    phoneBase: 1300000000,
    orderPrefix: 'BENCH-SO',
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Data');
  await writeFile(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
  console.log(
    `(wrote ${path.relative(root, file)} in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return file;
}

async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

const file = await uploadFile(UPLOAD_ROWS);
console.log(
  `Customers at scale: ${CUSTOMERS.toLocaleString('en')} seeded customers, a ${UPLOAD_ROWS.toLocaleString('en')}-row upload; ` +
    `${os.cpus().length} CPUs; load average ${loadNow()}`,
);
process.env.TIME_SCALE = '0.001';
process.env.MAX_UPLOAD_MB = '128';
const seeded = await timed(() => startMock(CUSTOMERS));
const { base, server, stop } = seeded.result;
try {
  console.log(
    `mock: start and seed ${(seeded.ms / 1000).toFixed(1)} s, RSS ${rssMb(server.pid).toFixed(0)} MB`,
  );

  // 1. The campaign audience.
  console.log(`\n== "Select All" campaign audience (load average ${loadNow()}) ==`);
  const marketer = await accessToken(base, 'marketer');
  const headers = { authorization: `Bearer ${marketer}`, token_bearer: `user.${marketer}` };
  const get = async (url) => json(await fetch(`${base}${url}`, { headers }), url);
  const lookups = await timed(() => everyoneSegment(async (url) => (await get(url)).body));
  const segmentation = lookups.result;
  console.log(
    `segmentation lookups (cities, service types, product lines): ${lookups.ms.toFixed(0)} ms — ` +
      `${segmentation.city.length} cities, ${segmentation.service_type.length} service types, ` +
      `${segmentation.product_line.length} product lines, ${segmentation.model_type.length} model codes`,
  );
  const create = (name) =>
    timed(async () =>
      json(
        await fetch(`${base}/api/campaigns`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(campaignBody({ name, ...segmentation })),
        }),
        'POST /api/campaigns',
      ),
    );
  for (const [label, name] of [
    ['first (indexes the customers)', 'Bench select all 1'],
    ['second (index reused)', 'Bench select all 2'],
  ]) {
    const created = await create(name);
    const campaign = created.result.body.data.campaign;
    console.log(
      `POST /api/campaigns, Select All, ${label}: ${created.ms.toFixed(0)} ms — ` +
        `${Number(campaign.total_recipients ?? 0).toLocaleString('en')} recipients (campaign ${campaign.id})`,
    );
    if (label.startsWith('second')) {
      const recipients = await timed(() => get(`/api/campaigns/${campaign.id}/customers`));
      console.log(
        `GET /api/campaigns/${campaign.id}/customers: ${recipients.ms.toFixed(0)} ms, ` +
          `${recipients.result.body.data.customer_campaigns.length.toLocaleString('en')} rows, ` +
          `${(recipients.result.bytes / MB).toFixed(1)} MB`,
      );
    }
  }
  console.log(`mock RSS after the campaigns: ${rssMb(server.pid).toFixed(0)} MB`);

  // 2. The upload.
  console.log(`\n== ${UPLOAD_ROWS.toLocaleString('en')}-row customer upload (load average ${loadNow()}) ==`);
  const admin = await accessToken(base, 'admin');
  const auth = { authorization: `Bearer ${admin}` };
  const probe = async () => {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).text();
    return performance.now() - started;
  };
  // Sent by another process, so encoding the multipart body here cannot delay the probes.
  const upload = uploadFromChild(base, auth.authorization, file, path.basename(file));
  const uploader = upload.child;
  const started = performance.now();
  const probes = [];
  let peak = rssMb(server.pid);
  while (uploader.exitCode === null) {
    probes.push(await probe());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sent = upload.result();
  if (sent.status !== 201 && sent.status !== 200)
    throw new Error(`upload refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  let record = sent.body.data;
  for (let polls = 1; record.status === 'execute' || record.status === 'process'; polls += 1) {
    probes.push(await probe());
    peak = Math.max(peak, rssMb(server.pid));
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (polls % 10 === 0) {
      const { body } = await json(
        await fetch(`${base}/api/files/filter`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ filters: [{ key: 'id', value: record.uuid }] }),
        }),
        'POST /api/files/filter',
      );
      [record] = body.data;
    }
  }
  const importMs = performance.now() - started;
  console.log(
    `upload (${(statSync(file).size / MB).toFixed(1)} MB .xlsx): ` +
      `sent in ${sent.ms.toFixed(0)} ms, ${record.status} after ${(importMs / 1000).toFixed(1)} s: ` +
      `${Number(record.num_of_success).toLocaleString('en')} imported, ${Number(record.num_of_failed).toLocaleString('en')} invalid`,
  );
  console.log(
    `/healthz during the upload: p50 ${pct(probes, 50).toFixed(0)} ms, p95 ${pct(probes, 95).toFixed(0)} ms, ` +
      `max ${Math.max(...probes).toFixed(0)} ms (${probes.length} probes); mock peak RSS ${peak.toFixed(0)} MB`,
  );
  const found = await timed(async () =>
    json(
      await fetch(`${base}/api/customers`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ filters: [{ property: 'service_order_no', value: 'BENCH-SO000000001' }] }),
      }),
      'POST /api/customers',
    ),
  );
  const matches = Object.keys(found.result.body.data.customers).length;
  console.log(
    `filter call for an imported service order over ${(CUSTOMERS + Number(record.num_of_success)).toLocaleString('en')} customers: ` +
      `${found.ms.toFixed(0)} ms, ${matches} match${matches === 1 ? '' : 'es'}`,
  );
  console.log(`load average at the end: ${loadNow()}`);
} finally {
  await stop();
}
