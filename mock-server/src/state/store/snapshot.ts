import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';

// One JSON line at a time, so no single string holds a whole area (100,000 customers are ~550 MB of JSON, more
// than V8's largest string). Lines come parent first, so the reader assigns each line under its parent.

const SPLIT_WEIGHT = 2000;
const MAX_SPLIT_DEPTH = 6;

type Path = (string | number)[];
type Line = { p: Path; c: 'o' | 'a' } | { p: Path; v: unknown };

/** Memoised per object, so one pass over the area. */
function weigher() {
  const memo = new WeakMap<object, number>();
  const weight = (value: unknown): number => {
    if (!value || typeof value !== 'object') return 1;
    const known = memo.get(value);
    if (known !== undefined) return known;
    let total = 0;
    for (const child of Array.isArray(value) ? value : Object.values(value)) total += weight(child);
    memo.set(value, total);
    return total;
  };
  return weight;
}

function* lines(value: unknown, weight: (value: unknown) => number, path: Path = []): Generator<Line> {
  if (value && typeof value === 'object' && path.length < MAX_SPLIT_DEPTH && weight(value) > SPLIT_WEIGHT) {
    if (Array.isArray(value)) {
      yield { p: path, c: 'a' };
      for (let index = 0; index < value.length; index += 1)
        yield* lines(value[index], weight, [...path, index]);
    } else {
      yield { p: path, c: 'o' };
      for (const [key, child] of Object.entries(value)) yield* lines(child, weight, [...path, key]);
    }
    return;
  }
  yield { p: path, v: value };
}

export async function writeSnapshotFile(file: string, value: unknown): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  const stream = createWriteStream(temp);
  try {
    for (const line of lines(value, weigher())) {
      if (!stream.write(`${JSON.stringify(line)}\n`)) await once(stream, 'drain');
    }
    stream.end();
    await once(stream, 'finish');
    await rename(temp, file);
  } catch (error) {
    stream.destroy();
    await rm(temp, { force: true });
    throw error;
  }
}

export class SnapshotFormatError extends Error {}

export async function readSnapshotFile(file: string): Promise<unknown> {
  const holder: { root?: unknown } = {};
  let lineNumber = 0;
  const input = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const text of input) {
    lineNumber += 1;
    if (!text) continue;
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch {
      throw new SnapshotFormatError(`${file}: line ${lineNumber} is not JSON`);
    }
    if (!Array.isArray(line.p)) throw new SnapshotFormatError(`${file}: line ${lineNumber} has no path`);
    const value = 'c' in line ? (line.c === 'a' ? [] : {}) : line.v;
    if (line.p.length === 0) {
      holder.root = value;
      continue;
    }
    let parent: unknown = holder.root;
    for (const key of line.p.slice(0, -1))
      parent = (parent as Record<string | number, unknown> | undefined)?.[key];
    if (!parent || typeof parent !== 'object') {
      throw new SnapshotFormatError(
        `${file}: line ${lineNumber} has no parent for ${JSON.stringify(line.p)}`,
      );
    }
    (parent as Record<string | number, unknown>)[line.p[line.p.length - 1] as string | number] = value;
  }
  if (!('root' in holder)) throw new SnapshotFormatError(`${file}: empty`);
  return holder.root;
}
