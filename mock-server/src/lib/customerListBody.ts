import { randomBytes } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The body of the customer list calls (GET /api/customers and the filter POST): about 5 KB of JSON per
 * customer, so 250,000 customers are well over a gigabyte, more than one string (or one comfortable buffer)
 * can hold. It is never built whole: it is written in chunks of about a megabyte, straight into the
 * response (compressed on the fly when the client accepts it), and the whole list is also kept compressed
 * (brotli and gzip, about 20:1) for the next requests, until the customers change.
 */

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Records by id, each a list of JSON values (a customer's field entries). */
export type RecordMap = Readonly<Record<string, readonly unknown[]>>;

/** Roughly the size of each chunk written. */
const CHUNK_CHARS = 1024 * 1024;

/**
 * Picks the encoding for an Accept-Encoding header: brotli, then gzip, then identity, skipping any with q=0.
 */
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

/**
 * `{"data":{"customers":{"<id>":[...],...}}}` in chunks, ids in ascending order (integer-like keys enumerate
 * so; it is the order JSON.parse gives the client anyway).
 */
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

/** The list as a byte stream (backpressure-aware: a chunk is made only when the previous one was taken). */
export function customerListStream(records: RecordMap): Readable {
  return Readable.from(customerListChunks(records), { objectMode: false });
}

/** A compressor for the given encoding; `fast` for on-the-fly responses, else the stored copies' settings. */
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

/** The list, compressed (or not) on the fly. */
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
  /** A stored compressed copy, or a stream made for this request. */
  body: Buffer | Readable;
}

/**
 * The whole list's compressed copies, one per data revision. Any change to the customers drops them
 * (invalidate(), which also stops a compression under way); the ETag names the revision, so a client holding
 * the current list gets a 304 without a byte of body.
 */
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

  /** Bytes held by the stored copies (docs/benchmarks.md states it). */
  storedBytes(): number {
    let total = 0;
    for (const body of this.ready.values()) total += body.length;
    return total;
  }

  /** The stored copy when it is ready; else a stream compressed on the fly (and a stored copy is started). */
  get(encoding: ContentEncoding): ListBody {
    const etag = this.etag();
    if (encoding === 'identity') return { etag, encoding, body: customerListStream(this.records()) };
    const stored = this.ready.get(encoding);
    if (stored) return { etag, encoding, body: stored };
    void this.build(encoding);
    return { etag, encoding, body: encodedCustomerListStream(this.records(), encoding) };
  }

  /** Builds the stored copy of an encoding (once per revision); resolves when done or dropped. */
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

  /** Builds the brotli copy ahead of the next request (what browsers ask for). */
  warm(): Promise<void> {
    return this.build('br');
  }

  /** Whether an If-None-Match header names the current revision. */
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
