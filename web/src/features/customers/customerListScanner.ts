/**
 * Streams customers out of `{"data":{"customers":{...}}}` without holding the text: 100,000 customers are ~500 MB
 * of JSON, more than one string holds. Members are cut out in batches for JSON.parse; cuts fall on ASCII bytes
 * outside strings, so UTF-8 split across chunks decodes whole.
 */

export class CustomerListFormatError extends Error {}

const notJson = () => new CustomerListFormatError('The server sent a customer list that is not valid JSON.');

export interface ScannerOptions {
  /** In arrival order. */
  onMembers(json: string, count: number): void;
  /** Small, so the first page shows early. */
  firstBatch?: number;
  /** Later batches are cut once they hold this many bytes. */
  batchBytes?: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

export class CustomerListScanner {
  private buf = new Uint8Array(1 << 16);
  private view = this.buf.subarray(0, 0);
  private len = 0;
  private pos = 0;

  private depth = 0;
  /** 1-based. */
  private readonly objectAt: boolean[] = [];
  /** Per depth: whether the next string in that object is a key. */
  private readonly keyNext: boolean[] = [];
  /** The path to data.customers. */
  private readonly keyAt: string[] = [];

  private inString = false;
  private stringStart = -1;

  private inCustomers = false;
  private foundCustomers = false;
  private rootClosed = false;
  /** First byte of its first member, end of its last complete member, members. */
  private batchStart = -1;
  private batchEnd = -1;
  private batchCount = 0;
  private batches = 0;
  private readonly decoder = new TextDecoder();
  private readonly firstBatch: number;
  private readonly batchBytes: number;

  constructor(private readonly options: ScannerOptions) {
    this.firstBatch = options.firstBatch ?? 5;
    this.batchBytes = options.batchBytes ?? 2 * 1024 * 1024;
  }

  push(chunk: Uint8Array): void {
    this.append(chunk);
    this.scan();
  }

  /** Throws when the body was cut off or has no data.customers. */
  end(): void {
    if (!this.rootClosed) throw new CustomerListFormatError('cut off');
    if (!this.foundCustomers) {
      throw new CustomerListFormatError('The server sent a customer list without data.customers.');
    }
  }

  get complete(): boolean {
    return this.rootClosed;
  }

  private append(chunk: Uint8Array): void {
    if (this.len + chunk.length > this.buf.length) {
      // Drop what is no longer needed: everything before the batch, or before the string being read.
      let keep = this.pos;
      if (this.batchStart >= 0) keep = Math.min(keep, this.batchStart);
      if (this.inString) keep = Math.min(keep, this.stringStart - 1);
      if (keep > 0) {
        this.buf.copyWithin(0, keep, this.len);
        this.len -= keep;
        this.pos -= keep;
        if (this.batchStart >= 0) this.batchStart -= keep;
        if (this.batchEnd >= 0) this.batchEnd -= keep;
        if (this.inString) this.stringStart -= keep;
      }
      if (this.len + chunk.length > this.buf.length) {
        const grown = new Uint8Array(Math.max(this.buf.length * 2, this.len + chunk.length));
        grown.set(this.buf.subarray(0, this.len));
        this.buf = grown;
      }
    }
    this.buf.set(chunk, this.len);
    this.len += chunk.length;
    this.view = this.buf.subarray(0, this.len);
  }

  private scan(): void {
    const view = this.view;
    const len = this.len;
    let i = this.pos;
    while (i < len) {
      if (this.inString) {
        const quote = view.indexOf(QUOTE, i);
        if (quote < 0) {
          i = len;
          break;
        }
        // Escaped when preceded by an odd number of backslashes (all inside the string, so still held).
        let slashes = 0;
        for (let back = quote - 1; back >= this.stringStart && view[back] === BACKSLASH; back -= 1)
          slashes += 1;
        i = quote + 1;
        if (slashes % 2 === 1) continue;
        this.inString = false;
        this.stringEnded(quote);
        continue;
      }
      const byte = view[i]!;
      switch (byte) {
        case QUOTE:
          this.stringStarts(i);
          this.inString = true;
          this.stringStart = i + 1;
          break;
        case OPEN_OBJECT:
        case OPEN_ARRAY:
          this.opened(byte === OPEN_OBJECT);
          break;
        case CLOSE_OBJECT:
        case CLOSE_ARRAY:
          this.closed(i);
          break;
        case COMMA:
          if (this.depth === 3 && this.inCustomers) this.memberEnded(i);
          if (this.objectAt[this.depth]) this.keyNext[this.depth] = true;
          break;
        case COLON:
          this.keyNext[this.depth] = false;
          break;
        default:
          if (this.depth === 0 && !isWhitespace(byte)) throw notJson();
      }
      i += 1;
    }
    this.pos = i;
  }

  private stringStarts(at: number): void {
    if (this.depth === 0) throw notJson();
    if (this.depth === 3 && this.inCustomers && this.keyNext[3] && this.batchStart < 0) this.batchStart = at;
  }

  private stringEnded(quote: number): void {
    const depth = this.depth;
    if (depth <= 2 && this.objectAt[depth] && this.keyNext[depth]) {
      this.keyAt[depth] = JSON.parse(
        this.decoder.decode(this.view.subarray(this.stringStart - 1, quote + 1)),
      );
    }
  }

  private opened(isObject: boolean): void {
    if (this.rootClosed) throw notJson();
    this.depth += 1;
    const depth = this.depth;
    this.objectAt[depth] = isObject;
    this.keyNext[depth] = isObject;
    if (depth <= 2) this.keyAt[depth] = '';
    if (
      depth === 3 &&
      isObject &&
      this.objectAt[1] &&
      this.objectAt[2] &&
      this.keyAt[1] === 'data' &&
      this.keyAt[2] === 'customers' &&
      !this.foundCustomers
    ) {
      this.inCustomers = true;
      this.foundCustomers = true;
    }
  }

  private closed(at: number): void {
    if (this.depth === 0) throw notJson();
    if (this.depth === 3 && this.inCustomers) {
      if (this.batchStart >= 0 && at > this.batchStart) this.memberEnded(at);
      this.flush();
      this.inCustomers = false;
    }
    this.depth -= 1;
    if (this.depth === 0) this.rootClosed = true;
  }

  private memberEnded(at: number): void {
    if (this.batchStart < 0) return;
    this.batchEnd = at;
    this.batchCount += 1;
    const limitReached =
      this.batches === 0
        ? this.batchCount >= this.firstBatch
        : this.batchEnd - this.batchStart >= this.batchBytes;
    if (limitReached) this.flush();
  }

  private flush(): void {
    if (this.batchCount === 0 || this.batchStart < 0 || this.batchEnd < 0) return;
    const text = this.decoder.decode(this.view.subarray(this.batchStart, this.batchEnd));
    const count = this.batchCount;
    this.batchStart = -1;
    this.batchEnd = -1;
    this.batchCount = 0;
    this.batches += 1;
    this.options.onMembers(`{${text}}`, count);
  }
}
