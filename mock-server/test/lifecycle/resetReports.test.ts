import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ReportFiles from '../../src/state/reports/reportFiles.js';
import { makeApp, type TestApp } from '../helpers.js';

/**
 * A reset while the report worker is writing a report file into DATA_DIR/reports: the write is held at a gate
 * (let go as soon as the reset's seed writes a file of its own, or after HELD_MS), so the test knows a job is
 * in the middle of writing when the reset comes. The reset must wait for it: the seed clears and writes the
 * reports folder only after the worker's write has finished. (Before the fix the seed wrote its files while
 * the worker's write was still under way.)
 */
const HELD_MS = 1000;

const gate = vi.hoisted(() => {
  const state = {
    events: [] as string[],
    /** The next write by the report worker is held. */
    armed: false,
    held: false,
    entered: () => undefined as void,
    release: () => undefined as void,
  };
  return state;
});

vi.mock('../../src/state/reports/reportFiles.js', async (importOriginal) => {
  const original = await importOriginal<typeof ReportFiles>();
  return {
    ...original,
    writeReportFile: async (dataDir: string, fileName: string, bytes: Buffer) => {
      if (!gate.armed) {
        if (gate.held) gate.events.push('another file written while the held write waits');
        gate.release();
        return original.writeReportFile(dataDir, fileName, bytes);
      }
      gate.armed = false;
      gate.held = true;
      gate.events.push('write started');
      await new Promise<void>((resolve) => {
        gate.release = resolve;
        gate.entered();
      });
      gate.held = false;
      await original.writeReportFile(dataDir, fileName, bytes);
      gate.events.push('write finished');
    },
  };
});

let ctx: TestApp | undefined;
afterEach(async () => {
  gate.release();
  gate.armed = false;
  await ctx?.close();
  ctx = undefined;
});

describe('a reset while a report file is being written', () => {
  it('waits until the write has finished before the seed touches the reports folder', async () => {
    ctx = await makeApp({ campaignEngine: false });
    const { app } = ctx;
    // The seed holds PENDING reports; the worker's sweep on start generates them (scaled delays).
    const entered = new Promise<void>((resolve) => (gate.entered = resolve));
    gate.armed = true;
    await entered;

    const timer = setTimeout(() => gate.release(), HELD_MS);
    const response = await app.inject({ method: 'POST', url: '/__mock/reset' });
    clearTimeout(timer);
    gate.events.push('reset answered');
    await app.scheduler.idle();

    expect(response.statusCode).toBe(200);
    expect(gate.events.slice(0, 2)).toEqual(['write started', 'write finished']);
    expect(gate.events).not.toContain('another file written while the held write waits');
    expect(gate.events).toContain('reset answered');
  });
});
