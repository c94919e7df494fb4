import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ReportFiles from '../../src/state/reports/reportFiles.js';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';

/**
 * app.close() stops and awaits every background job. The report worker's file write is held at a gate, so
 * the test knows a job is in the middle of writing into DATA_DIR when close() is called (the CI failure:
 * ENOTEMPTY removing <tmp>/reports after close).
 */
const gate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const state = {
    events: [] as string[],
    entered: new Promise<void>((resolve) => (entered = resolve)),
    released: new Promise<void>((resolve) => (release = resolve)),
    writes: [] as Promise<unknown>[],
    /** Off while the seed writes its READY reports' files. */
    armed: false,
    release: () => release(),
    enter: () => entered(),
  };
  return state;
});

vi.mock('../../src/state/reports/reportFiles.js', async (importOriginal) => {
  const original = await importOriginal<typeof ReportFiles>();
  return {
    ...original,
    writeReportFile: (dataDir: string, fileName: string, bytes: Buffer) => {
      if (!gate.armed) return original.writeReportFile(dataDir, fileName, bytes);
      const write = (async () => {
        gate.events.push('write started');
        gate.enter();
        await gate.released;
        await original.writeReportFile(dataDir, fileName, bytes);
        gate.events.push('write finished');
      })();
      gate.writes.push(write.catch(() => undefined));
      return write;
    },
  };
});

const dirs: string[] = [];
afterEach(async () => {
  gate.release();
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('app.close()', () => {
  it('waits for a report being written, and nothing is written into DATA_DIR after it resolves', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-close-'));
    dirs.push(dataDir);
    const app = await buildApp(testConfig({ dataDir, campaignEngine: false }));
    gate.armed = true;
    await app.ready();
    // The seed holds PENDING and PROCESSING reports; the sweep on start generates them (scaled delays).
    await gate.entered;

    const closing = app.close().then(() => gate.events.push('closed'));
    // Give a close that does not wait for the job every chance to resolve first.
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 300))]);
    gate.release();
    await closing;

    // Every write that had started finished before close() resolved.
    const beforeClose = gate.events.slice(0, gate.events.indexOf('closed'));
    const started = beforeClose.filter((event) => event === 'write started').length;
    expect(started).toBeGreaterThan(0);
    expect(beforeClose.filter((event) => event === 'write finished')).toHaveLength(started);
    expect(app.scheduler.pending).toBe(0);

    // The folder can be removed at once and stays removed: no job is left to write into it.
    await rm(dataDir, { recursive: true });
    await Promise.all(gate.writes);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(dataDir)).toBe(false);
    expect(gate.events.slice(gate.events.indexOf('closed') + 1)).toEqual([]);
  });
});
