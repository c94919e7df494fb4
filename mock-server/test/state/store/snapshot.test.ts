import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  StateStore,
  type SnapshotPart,
  type StateStoreOptions,
} from '../../../src/state/store/stateStore.js';
import {
  readSnapshotFile,
  SnapshotFormatError,
  writeSnapshotFile,
} from '../../../src/state/store/snapshot.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'crm-snapshot-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('area snapshot files', () => {
  it('round-trips small and large values, splitting large maps and arrays into one line per child', async () => {
    const records: Record<string, unknown[]> = {};
    for (let id = 1; id <= 1000; id += 1)
      records[String(id)] = [{ key: 'name', value: `customer ${id}`, n: id }];
    const value = {
      records,
      nextRecordId: 1001,
      recipients: { '7': Array.from({ length: 2500 }, (_, index) => ({ id: index, state: 'read' })) },
      nested: { empty: {}, list: [], nothing: null, text: 'a "quoted" line\nbreak' },
    };
    const file = path.join(dir, 'area.ndjson');
    await writeSnapshotFile(file, value);
    expect(await readSnapshotFile(file)).toEqual(value);
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    // One line per record and per recipient (plus the containers and the small leaves): no giant line.
    expect(lines.length).toBeGreaterThan(3500);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(2000);
  });

  it('a plain value is one line', async () => {
    const file = path.join(dir, 'small.ndjson');
    await writeSnapshotFile(file, { reports: [] });
    expect(await readFile(file, 'utf8')).toBe('{"p":[],"v":{"reports":[]}}\n');
  });

  it('refuses a damaged file', async () => {
    const file = path.join(dir, 'bad.ndjson');
    await writeFile(file, '{"p":[],"c":"o"}\n{"p":["a","b"],"v":1}\n');
    await expect(readSnapshotFile(file)).rejects.toBeInstanceOf(SnapshotFormatError);
    await writeFile(file, 'not json\n');
    await expect(readSnapshotFile(file)).rejects.toThrow('line 1 is not JSON');
    await writeFile(file, '');
    await expect(readSnapshotFile(file)).rejects.toThrow('empty');
  });
});

describe('StateStore persistence', () => {
  const store = () =>
    new StateStore({ seed: 42, seedCustomers: 50, dataDir: dir, persist: true, log: quietLog });

  it('restores what it wrote, writing only the areas that changed', async () => {
    const first = store();
    expect(await first.init()).toBe(false);
    await first.flush();
    const customersFile = path.join(dir, 'state', 'customers.ndjson');
    const before = await readFile(customersFile, 'utf8');
    first.state.giftClaims.nextRecordId = 9999;
    first.changed('giftClaims');
    await first.close();
    // The customers did not change: their file was not rewritten.
    expect(await readFile(customersFile, 'utf8')).toBe(before);

    const second = store();
    expect(await second.init()).toBe(true);
    expect(second.state.giftClaims.nextRecordId).toBe(9999);
    expect(second.state.customers).toEqual(first.state.customers);
    await second.close();
  });

  it('reseeds when an area file is missing or damaged, or the seed differs', async () => {
    const first = store();
    await first.init();
    await first.close();
    await writeFile(path.join(dir, 'state', 'campaigns.ndjson'), 'garbage');
    expect(await store().init()).toBe(false);

    const other = new StateStore({ seed: 43, seedCustomers: 50, dataDir: dir, persist: true, log: quietLog });
    expect(await other.init()).toBe(false);
  });
});

describe('a part kept beside the areas (the sign-ins)', () => {
  const store = (persist = true, log: StateStoreOptions['log'] = quietLog) =>
    new StateStore({ seed: 42, seedCustomers: 5, dataDir: dir, persist, log });
  /** A part holding one value, `version` its format (restore refuses another). */
  const part = (value: { version: number; n: number }): SnapshotPart & { value: typeof value } => ({
    name: 'counts',
    file: 'counts.json',
    value,
    snapshot() {
      return this.value;
    },
    restore(saved) {
      if ((saved as { version?: number }).version !== value.version) return false;
      this.value = saved as typeof value;
      return true;
    },
  });
  const file = () => path.join(dir, 'state', 'counts.json');

  it('is written owner-only when it changes, with the areas on close, and taken back on start', async () => {
    const first = store();
    await first.init();
    const counts = part({ version: 1, n: 1 });
    const changed = await first.keep(counts);
    counts.value = { version: 1, n: 2 };
    changed();
    await first.close();
    expect(JSON.parse(await readFile(file(), 'utf8'))).toEqual({ version: 1, n: 2 });
    expect((await stat(file())).mode & 0o777).toBe(0o600);

    const infos: string[] = [];
    const second = store(true, { ...quietLog, info: (message: string) => void infos.push(message) });
    expect(await second.init()).toBe(true);
    const again = part({ version: 1, n: 0 });
    await second.keep(again);
    expect(again.value).toEqual({ version: 1, n: 2 });
    expect(infos).toContain('counts restored from the state snapshot');
    await second.close();
  });

  it('starts afresh from a file of another version or an unreadable one, saying so for the latter', async () => {
    const first = store();
    await first.init();
    (await first.keep(part({ version: 1, n: 5 })))();
    await first.close();

    const newer = part({ version: 2, n: 0 });
    await store().keep(newer);
    expect(newer.value).toEqual({ version: 2, n: 0 });

    await writeFile(file(), '{ not json');
    const warnings: string[] = [];
    const damaged = part({ version: 1, n: 0 });
    await store(true, {
      ...quietLog,
      warn: (_error: unknown, message?: string) => warnings.push(message ?? ''),
    }).keep(damaged);
    expect(damaged.value).toEqual({ version: 1, n: 0 });
    expect(warnings).toEqual(['the counts snapshot is unreadable: they start afresh']);
  });

  it('without persistence, is neither read nor written', async () => {
    const first = store();
    await first.init();
    (await first.keep(part({ version: 1, n: 5 })))();
    await first.close();

    const off = store(false);
    await off.init();
    const counts = part({ version: 1, n: 0 });
    const changed = await off.keep(counts);
    expect(counts.value.n).toBe(0);
    counts.value = { version: 1, n: 9 };
    changed();
    await off.close();
    expect(JSON.parse(await readFile(file(), 'utf8'))).toEqual({ version: 1, n: 5 });
  });
});
