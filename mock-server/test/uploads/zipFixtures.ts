import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/** Hand-built zips for the zip-bomb tests: nothing large is ever committed, the bombs are made here. */

export interface ZipEntry {
  name: string;
  /** The bytes as stored in the archive (deflated unless method is 0). */
  data: Buffer;
  method?: 0 | 8;
  /** The uncompressed size the headers claim. */
  declaredSize: number;
}

export function deflated(name: string, content: string | Buffer): ZipEntry {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, data: deflateRawSync(bytes), declaredSize: bytes.length };
}

/** Deflates `size` zero bytes a MiB at a time (never holds the unpacked bytes): ~1 KB per MiB. */
export async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += block.length) {
    const piece = size - written >= block.length ? block : block.subarray(0, size - written);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * The fields a local file header and a central directory entry share, in the same order from `at` (the
 * "version needed to extract"): the version, the method, the compressed and uncompressed sizes (as the entry
 * declares them) and the name's length. Flags, times and the CRC stay 0.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  entry: ZipEntry,
  method: number,
  nameLength: number,
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(method, at + 4);
  header.writeUInt32LE(entry.data.length, at + 14);
  header.writeUInt32LE(entry.declaredSize, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.method ?? 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry, method, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeEntryFields(central, 6, entry, method, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '</Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** An .xlsx whose only sheet is `sheet` (already deflated), declared as `declaredSize` bytes. */
export function xlsxWithSheet(sheet: Buffer, declaredSize: number): Buffer {
  return buildZip([
    deflated('[Content_Types].xml', CONTENT_TYPES),
    deflated('_rels/.rels', RELS),
    deflated('xl/workbook.xml', WORKBOOK),
    deflated('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize },
  ]);
}

const packedZeros = new Map<number, Promise<Buffer>>();

/**
 * A zip-bomb .xlsx: its sheet is `unpacked` zero bytes, honestly declared unless `declaredSize` lies.
 * Deflating 1 GiB takes seconds: the packed bytes are made once per size and shared by the tests of a file.
 */
export async function zipBomb(unpacked: number, declaredSize = unpacked): Promise<Buffer> {
  let packed = packedZeros.get(unpacked);
  if (!packed) {
    packed = deflatedZeros(unpacked);
    packedZeros.set(unpacked, packed);
  }
  return xlsxWithSheet(await packed, declaredSize);
}
