import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as RunImport from '../../src/uploads/runImport.js';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';

/** Every import worker the pipeline starts, and the order in which they settle relative to app.close(). */
const seen = vi.hoisted(() => ({ events: [] as string[], started: [] as Promise<unknown>[] }));

vi.mock('../../src/uploads/runImport.js', async (importOriginal) => {
  const original = await importOriginal<typeof RunImport>();
  return {
    ...original,
    startImport: (job: Parameters<typeof original.startImport>[0]) => {
      const handle = original.startImport(job);
      seen.events.push('import started');
      const result = handle.result.then((reply) => {
        seen.events.push('import settled');
        return reply;
      });
      seen.started.push(result);
      return { ...handle, result };
    },
  };
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('app.close() with uploads being processed', () => {
  it('stops the import workers and waits for the processing jobs before it resolves', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-close-'));
    dirs.push(dataDir);
    const app = await buildApp(testConfig({ dataDir, campaignEngine: false, timeScale: 1 }));
    await app.ready();
    // The seed leaves an upload in status process: it is picked up on start, a worker thread reads it.
    await vi.waitFor(() => expect(seen.started.length).toBeGreaterThan(0), { timeout: 20_000 });

    await app.close();
    seen.events.push('closed');

    const closedAt = seen.events.indexOf('closed');
    const started = seen.events.filter((event) => event === 'import started').length;
    expect(seen.events.slice(0, closedAt).filter((event) => event === 'import settled')).toHaveLength(
      started,
    );
    expect(app.scheduler.pending).toBe(0);
    await rm(dataDir, { recursive: true });
  });
});
