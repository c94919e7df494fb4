import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RecordTable } from '../../state/recordTable.js';

/**
 * The whole customer list (GET /api/customers) is large: about 5.5 KB of JSON per customer, 55 MB for 10,000.
 * Serialising and compressing it per request would take seconds, so it is built once per data revision and
 * kept as ready-to-send buffers: identity, gzip and brotli (each compressed on first demand, off the event
 * loop in libuv's thread pool). Any change to the customers drops it (the route plugin calls invalidate()).
 * The ETag names the revision, so a client holding the current list gets a 304 without a byte of body.
 */

export type ContentEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Above this, the JSON is assembled in pieces (a single JS string cannot exceed ~512 MB). */
const PIECE_CHARS = 8 * 1024 * 1024;

/**
 * Picks the encoding for an Accept-Encoding header: brotli, then gzip, then identity, skipping any with q=0.
 * (Brotli is smaller and as fast to decode; every current browser accepts it.)
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

/** `{"data":{"customers":{"<id>":[...],...}}}`, in ascending id order, as one buffer. */
export function serialiseCustomerList(table: RecordTable): Buffer {
  const buffers: Buffer[] = [];
  let pieces: string[] = ['{"data":{"customers":{'];
  let size = 0;
  let first = true;
  // Integer-like keys enumerate in ascending numeric order: the order JSON.parse gives the client anyway.
  for (const id of Object.keys(table.records)) {
    const piece = `${first ? '' : ','}${JSON.stringify(id)}:${JSON.stringify(table.records[id])}`;
    first = false;
    pieces.push(piece);
    size += piece.length;
    if (size >= PIECE_CHARS) {
      buffers.push(Buffer.from(pieces.join('')));
      pieces = [];
      size = 0;
    }
  }
  pieces.push('}}}');
  buffers.push(Buffer.from(pieces.join('')));
  return buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers);
}

export interface CachedBody {
  etag: string;
  encoding: ContentEncoding;
  body: Buffer;
}

export class CustomerListCache {
  private readonly bootId = randomBytes(4).toString('hex');
  private generation = 0;
  private identity: Buffer | undefined;
  private readonly compressed = new Map<Exclude<ContentEncoding, 'identity'>, Promise<Buffer>>();

  constructor(private readonly table: () => RecordTable) {}

  /** The customers changed: the next request rebuilds. */
  invalidate(): void {
    this.generation += 1;
    this.identity = undefined;
    this.compressed.clear();
  }

  /** Weak: the gzip, brotli and identity bodies carry the same JSON. */
  etag(): string {
    return `W/"customers-${this.bootId}-${this.generation}"`;
  }

  private identityBody(): Buffer {
    this.identity ??= serialiseCustomerList(this.table());
    return this.identity;
  }

  /** The list in the given encoding, built and compressed at most once per revision. */
  async get(encoding: ContentEncoding): Promise<CachedBody> {
    const etag = this.etag();
    const identity = this.identityBody();
    if (encoding === 'identity') return { etag, encoding, body: identity };
    let pending = this.compressed.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(identity, {
              params: {
                // Quality 5 compresses the repetitive JSON about 20:1 in a fraction of quality 11's time.
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_LGWIN]: 22,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
              },
            })
          : gzip(identity, { level: 6 });
      this.compressed.set(encoding, pending);
      // A failed compression must not stay cached.
      pending.catch(() => {
        if (this.compressed.get(encoding) === pending) this.compressed.delete(encoding);
      });
    }
    return { etag, encoding, body: await pending };
  }

  /** Builds the identity and brotli bodies ahead of the next request (what browsers ask for). */
  async warm(): Promise<void> {
    await this.get('br');
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
