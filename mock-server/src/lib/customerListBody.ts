import { randomBytes } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';

// About 5 KB of JSON per customer, so 250,000 customers exceed what one string can hold: the body is written
// in chunks straight into the response, and kept compressed (about 20:1) until the customers change.

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export type RecordMap = Readonly<Record<string, readonly unknown[]>>;

const CHUNK_CHARS = 1024 * 1024;

export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Ids ascending: integer-like keys enumerate so, and JSON.parse gives the client that order anyway. */
export function* customerListChunks(records: RecordMap): Generator<Buffer> {
  let pieces: string[] = ['{"data":{"customers":{'];
  let size = 0;
  let first = true;
  for (const id of Object.keys(records)) {
    const entries = records[id];
    if (!entries) continue;
    const piece = `${first ? '' : ','}${JSON.stringify(id)}:${JSON.stringify(entries)}`;
    first = false;
    pieces.push(piece);
    size += piece.length;
    if (size >= CHUNK_CHARS) {
      yield Buffer.from(pieces.join(''));
      pieces = [];
      size = 0;
    }
  }
  pieces.push('}}}');
  yield Buffer.from(pieces.join(''));
}

/** Backpressure-aware: a chunk is made only when the previous one was taken. */
export function customerListStream(records: RecordMap): Readable {
  return Readable.from(customerListChunks(records), { objectMode: false });
}

function compressor(encoding: Exclude<ContentEncoding, 'identity'>, fast: boolean): Transform {
  if (encoding === 'gzip') return zlib.createGzip({ level: fast ? 1 : 6 });
  return zlib.createBrotliCompress({
    params: {
      // Quality 5 compresses the repetitive JSON about 20:1 in a fraction of quality 11's time; 4 streams.
      [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 4 : 5,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 22,
    },
  });
}

export function encodedCustomerListStream(records: RecordMap, encoding: ContentEncoding): Readable {
  const source = customerListStream(records);
  if (encoding === 'identity') return source;
  const zip = compressor(encoding, true);
  source.on('error', (error) => zip.destroy(error));
  zip.on('close', () => source.destroy());
  return source.pipe(zip);
}

export interface ListBody {
  etag: string;
  encoding: ContentEncoding;
  body: Buffer | Readable;
}

/** One copy per data revision; the ETag names the revision, so a client holding the list gets a 304. */
export class CustomerListBodies {
  private readonly bootId = randomBytes(4).toString('hex');
  private generation = 0;
  private readonly ready = new Map<Exclude<ContentEncoding, 'identity'>, Buffer>();
  private readonly building = new Map<Exclude<ContentEncoding, 'identity'>, Readable>();
  private readonly pending = new Map<Exclude<ContentEncoding, 'identity'>, Promise<void>>();

  constructor(private readonly records: () => RecordMap) {}

  invalidate(): void {
    this.generation += 1;
    this.ready.clear();
    for (const stream of this.building.values()) stream.destroy();
    this.building.clear();
  }

  /** Weak: the gzip, brotli and identity bodies carry the same JSON. */
  etag(): string {
    return `W/"customers-${this.bootId}-${this.generation}"`;
  }

  /** docs/benchmarks.md states it. */
  storedBytes(): number {
    let total = 0;
    for (const body of this.ready.values()) total += body.length;
    return total;
  }

  get(encoding: ContentEncoding): ListBody {
    const etag = this.etag();
    if (encoding === 'identity') return { etag, encoding, body: customerListStream(this.records()) };
    const stored = this.ready.get(encoding);
    if (stored) return { etag, encoding, body: stored };
    void this.build(encoding);
    return { etag, encoding, body: encodedCustomerListStream(this.records(), encoding) };
  }

  build(encoding: Exclude<ContentEncoding, 'identity'>): Promise<void> {
    if (this.ready.has(encoding)) return Promise.resolve();
    const running = this.pending.get(encoding);
    if (running && this.building.has(encoding)) return running;
    const promise = this.compress(encoding);
    this.pending.set(encoding, promise);
    return promise;
  }

  private async compress(encoding: Exclude<ContentEncoding, 'identity'>): Promise<void> {
    const generation = this.generation;
    const stream = customerListStream(this.records()).pipe(compressor(encoding, false));
    this.building.set(encoding, stream);
    const parts: Buffer[] = [];
    try {
      for await (const part of stream) parts.push(part as Buffer);
      if (generation === this.generation) this.ready.set(encoding, Buffer.concat(parts));
    } catch {
      // Dropped by invalidate() (or failed): the next request streams on the fly and starts again.
    } finally {
      if (this.building.get(encoding) === stream) this.building.delete(encoding);
    }
  }

  /** Brotli is what browsers ask for. */
  warm(): Promise<void> {
    return this.build('br');
  }

  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    const current = this.etag();
    const bare = current.slice(2);
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim())
      .some((tag) => tag === '*' || tag === current || tag === bare || tag === `W/${bare}`);
  }
}
