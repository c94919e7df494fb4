import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { watch } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as RunImport from '../../src/uploads/runImport.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';
import { customerRow, headers, upload, workbook } from '../uploads/uploadHelpers.js';

/**
 * A reset while an import is running (the verifier's failure: `setup answered 500`, the mock logging
 * `ENOTEMPTY ... rmdir uploads/invalid`, because a reset removed the uploads folder while the previous
 * reset's import still wrote into it). The import of the test's upload runs until it is stopped, so the test
 * knows it is in the middle of its work whenever the reset comes; a reset must stop it before it touches
 * the uploads folder, and answer 200. (Before the fix the reset removed and reseeded the folder first and
 * stopped the import only afterwards.)
 */
const imports = vi.hoisted(() => ({
  /** The stored file whose import runs until it is stopped. */
  heldSource: '',
  running: false,
  events: [] as string[],
  started: undefined as (() => void) | undefined,
}));

vi.mock('../../src/uploads/runImport.js', async (importOriginal) => {
  const original = await importOriginal<typeof RunImport>();
  return {
    ...original,
    startImport: (job: Parameters<typeof original.startImport>[0]) => {
      if (!imports.heldSource || job.sourcePath !== imports.heldSource) return original.startImport(job);
      let settle: (reply: { ok: false; information: string }) => void = () => undefined;
      const result = new Promise<{ ok: false; information: string }>((resolve) => (settle = resolve));
      imports.running = true;
      imports.events.push('import started');
      imports.started?.();
      return {
        result,
        async terminate() {
          if (!imports.running) return;
          imports.running = false;
          imports.events.push('import stopped');
          settle({ ok: false, information: 'The import stopped before it finished: upload the file again.' });
        },
      };
    },
  };
});

let ctx: TestApp | undefined;
afterEach(async () => {
  imports.heldSource = '';
  imports.events = [];
  await ctx?.close();
  ctx = undefined;
});

const RESETS: Record<string, (app: FastifyInstance) => Promise<LightMyRequestResponse>> = {
  'POST /__mock/reset': (app) => app.inject({ method: 'POST', url: '/__mock/reset' }),
  'the first provider-state setup of an interaction': (app) =>
    app.inject({
      method: 'POST',
      url: '/__pact/provider-states',
      payload: { state: 'customers exist', params: {}, action: 'setup' },
    }),
};

describe('a reset while an upload is being imported', () => {
  for (const [name, reset] of Object.entries(RESETS)) {
    it(`${name}: the import stops before the reset touches the uploads folder, and the reset answers 200`, async () => {
      ctx = await makeApp({ campaignEngine: false });
      const { app } = ctx;
      const dataDir = app.config.dataDir;
      const admin = await bearer(app, 'admin');
      const hold = (value: boolean) =>
        app.inject({ method: 'POST', url: '/__mock/uploads/hold', payload: { hold: value } });

      await hold(true);
      const bytes = workbook([headers('customer'), customerRow({}, 1), customerRow({ mobile_no: '' }, 2)]);
      const created = await upload(
        app,
        admin,
        { category: 'customer', division_id: 'div-consumer-care' },
        { name: 'mid-import.xls', bytes },
      );
      expect(created.statusCode).toBe(201);
      const { uuid, file_path: filePath } = created.json<{ data: { uuid: string; file_path: string } }>()
        .data;
      imports.heldSource = `${dataDir}/${filePath}`;
      const started = new Promise<void>((resolve) => (imports.started = resolve));
      await hold(false);
      await started;

      // Every change to the uploads folder (the seed removes it and makes it again) is noted with whether
      // the import was still running then.
      const watcher = watch(dataDir, (_event, entry) => {
        if (entry === 'uploads')
          imports.events.push(`uploads folder touched (import running: ${imports.running})`);
      });
      let response: LightMyRequestResponse;
      try {
        response = await reset(app);
        await app.scheduler.idle();
      } finally {
        watcher.close();
      }

      expect(response.statusCode, response.body).toBe(200);
      expect(imports.events[0]).toBe('import started');
      expect(imports.events[1]).toBe('import stopped');
      expect(imports.events.slice(2).length).toBeGreaterThan(0);
      expect(imports.events.filter((event) => event.includes('import running: true'))).toEqual([]);
      expect(app.store.state.files.uploads.some((entry) => entry.uuid === uuid)).toBe(false);
      // A real import and a whole reset: over the default 20 s on a busy 2-core machine (seen at 20.6 s in CI).
    }, 60_000);
  }
});
