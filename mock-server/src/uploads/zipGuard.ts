import { inflateRawSync } from 'node:zlib';

/**
 * Zip-bomb guard for .xlsx uploads: reads the zip's central directory before SheetJS touches the file, and
 * refuses a file whose entries would unpack to too much (declared sizes or compression ratio), then inflates
 * every entry once with a ceiling of its declared size, so a header that lies about the size is caught too.
 *
 * It reads the archive exactly the way SheetJS does (the last end-of-central-directory record, the entry
 * count from it, each local header's name and extra lengths, inflating from the data start to the end of the
 * file), so whatever SheetJS would inflate has been inflated here first, with a limit.
 * The inflated bytes are Buffers outside the worker's heap limit: that is why they are bounded here.
 */

/** Most bytes all entries of one .xlsx may unpack to (a 100,000-row sheet of eight columns is ~35 MB). */
export const MAX_UNPACKED_BYTES = 160 * 1024 * 1024;
/** Highest compression ratio of an entry larger than RATIO_FLOOR_BYTES (real sheets are 5 to 20). */
export const MAX_COMPRESSION_RATIO = 100;
export const RATIO_FLOOR_BYTES = 1024 * 1024;
/** Most entries a workbook may hold (a real one has a dozen or two). */
export const MAX_ENTRIES = 2000;

export type ZipProblem = 'too-large' | 'unreadable';

/** A zip that is refused; `detail` is for the server log only. */
export class ZipRefusal extends Error {
  constructor(
    readonly problem: ZipProblem,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export interface ZipLimits {
  maxUnpackedBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxUnpackedBytes: MAX_UNPACKED_BYTES,
  maxRatio: MAX_COMPRESSION_RATIO,
  ratioFloorBytes: RATIO_FLOOR_BYTES,
  maxEntries: MAX_ENTRIES,
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;

function hasExtra(bytes: Buffer, start: number, length: number, id: number): boolean {
  let at = start;
  const end = start + length;
  while (at + 4 <= end) {
    if (bytes.readUInt16LE(at) === id) return true;
    at += 4 + bytes.readUInt16LE(at + 2);
  }
  return false;
}

export interface ZipSummary {
  entries: number;
  declaredUnpackedBytes: number;
  unpackedBytes: number;
}

const unreadable = (detail: string) => new ZipRefusal('unreadable', detail);
const tooLarge = (detail: string) => new ZipRefusal('too-large', detail);

function need(bytes: Buffer, offset: number, length: number, what: string): void {
  if (offset < 0 || offset + length > bytes.length) throw unreadable(`truncated zip: ${what}`);
}

interface Entry {
  method: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

/** Checks an .xlsx (zip) before it is parsed; throws ZipRefusal when it must not be opened. */
export function inspectZip(bytes: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipSummary {
  // One forward read of the zip's records, each limit checked as its field is read: nothing is trusted
  // before it is bounded.
  const { count, centralOffset } = readEndRecord(bytes, limits);
  const { entries, declaredTotal } = readCentralDirectory(bytes, limits, count, centralOffset);
  const unpacked = unpackedSize(bytes, limits, entries);
  return { entries: entries.length, declaredUnpackedBytes: declaredTotal, unpackedBytes: unpacked };
}

/** The entry count and central directory offset from the last end-of-central-directory record, as SheetJS. */
function readEndRecord(bytes: Buffer, limits: ZipLimits): { count: number; centralOffset: number } {
  let eocd = bytes.length - 22;
  while (eocd >= 0 && bytes.readUInt32LE(eocd) !== EOCD) eocd -= 1;
  if (eocd < 0) throw unreadable('no end of central directory record');
  const count = bytes.readUInt16LE(eocd + 10);
  const centralOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || centralOffset === 0xffffffff) throw tooLarge('zip64 archive');
  if (count === 0) throw unreadable('empty zip');
  if (count > limits.maxEntries) throw tooLarge(`${count} entries`);
  return { count, centralOffset };
}

/** The central directory's entries, refused on their declared sizes (total and compression ratio). */
function readCentralDirectory(
  bytes: Buffer,
  limits: ZipLimits,
  count: number,
  centralOffset: number,
): { entries: Entry[]; declaredTotal: number } {
  const entries: Entry[] = [];
  let declaredTotal = 0;
  let at = centralOffset;
  for (let index = 0; index < count; index += 1) {
    need(bytes, at, 46, 'central directory');
    if (bytes.readUInt32LE(at) !== CENTRAL) throw unreadable('bad central directory entry');
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    need(bytes, at + 46, nameLength + extraLength + commentLength, 'central directory entry');
    if (
      compressed === 0xffffffff ||
      declared === 0xffffffff ||
      hasExtra(bytes, at + 46 + nameLength, extraLength, ZIP64_EXTRA)
    ) {
      throw tooLarge('zip64 entry');
    }
    declaredTotal += declared;
    if (declaredTotal > limits.maxUnpackedBytes)
      throw tooLarge(`declared unpacked size over ${declaredTotal}`);
    if (declared > limits.ratioFloorBytes && declared > limits.maxRatio * Math.max(compressed, 1)) {
      throw tooLarge(`compression ratio ${Math.round(declared / Math.max(compressed, 1))}`);
    }
    entries.push({ method, compressed, declared, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, declaredTotal };
}

/** Inflates each entry as SheetJS would, but never past its declared size: a lying header ends here. */
function unpackedSize(bytes: Buffer, limits: ZipLimits, entries: readonly Entry[]): number {
  let unpacked = 0;
  for (const entry of entries) {
    need(bytes, entry.localOffset, 30, 'local header');
    if (bytes.readUInt32LE(entry.localOffset) !== LOCAL) throw unreadable('bad local header');
    const flags = bytes.readUInt16LE(entry.localOffset + 6);
    if (flags & 0x2041) throw unreadable('encrypted zip');
    const nameLength = bytes.readUInt16LE(entry.localOffset + 26);
    const extraLength = bytes.readUInt16LE(entry.localOffset + 28);
    const dataStart = entry.localOffset + 30 + nameLength + extraLength;
    need(bytes, entry.localOffset + 30, nameLength + extraLength, 'local header');
    if (hasExtra(bytes, entry.localOffset + 30 + nameLength, extraLength, ZIP64_EXTRA)) {
      throw tooLarge('zip64 local entry');
    }
    unpacked += entryUnpackedBytes(bytes, entry, dataStart);
    if (unpacked > limits.maxUnpackedBytes) throw tooLarge('unpacked size over the limit');
  }
  return unpacked;
}

/** What one entry unpacks to: a stored entry's size, or a deflated one inflated up to its declared size. */
function entryUnpackedBytes(bytes: Buffer, entry: Entry, dataStart: number): number {
  if (entry.method === 0) {
    need(bytes, dataStart, entry.compressed, 'stored entry');
    return entry.compressed;
  }
  if (entry.method === 8) {
    let output: Buffer;
    try {
      output = inflateRawSync(bytes.subarray(dataStart), { maxOutputLength: Math.max(entry.declared, 1) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge('an entry inflates past its declared size');
      throw unreadable(`inflate failed: ${code ?? String(error)}`);
    }
    return output.length;
  }
  throw unreadable(`compression method ${entry.method}`);
}
