import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * Hostile knowledge files of issue 19, built on the spot (no binary fixture) for the tests and
 * bench/knowledgeBombs.ts: each is a small upload that costs a naive reader gigabytes or minutes.
 */

/** Some bytes, or `count` times the same byte (never held in memory whole). */
type Part = Buffer | { repeat: number; count: number };

interface Deflated {
  compressed: Buffer;
  crc: number;
  size: number;
}

const REPEAT_CHUNK = 1024 * 1024;

/** Raw deflate (as in a zip) of the parts in order, streamed: 300 MB of 'A' take 1 MB of memory. */
async function deflateParts(parts: readonly Part[]): Promise<Deflated> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  let crc = 0;
  let size = 0;
  const write = async (piece: Buffer) => {
    crc = zlib.crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await once(deflate, 'drain');
  };
  for (const part of parts) {
    if (Buffer.isBuffer(part)) {
      await write(part);
      continue;
    }
    const chunk = Buffer.alloc(REPEAT_CHUNK, part.repeat);
    for (let left = part.count; left > 0; left -= REPEAT_CHUNK)
      await write(left >= REPEAT_CHUNK ? chunk : chunk.subarray(0, left));
  }
  deflate.end();
  await once(deflate, 'end');
  return { compressed: Buffer.concat(output), crc, size };
}

interface ZipEntry {
  name: string;
  content: Deflated;
  /** The size written in the headers when it lies about the real one. */
  declaredSize?: number;
}

/** A zip of deflated entries: local headers, data, central directory, end record (APPNOTE 4.3). */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? entry.content.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.content.crc >>> 0, 14);
    local.writeUInt32LE(entry.content.compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.content.crc >>> 0, 16);
    central.writeUInt32LE(entry.content.compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.content.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + entry.content.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/**
 * A DOCX whose word/document.xml is one paragraph of `inflatedBytes` letters: ~1,000 times smaller
 * zipped. With `lie`, its headers declare 1 KB for it (a reader trusting them is fooled).
 */
export async function docxBomb(inflatedBytes: number, options: { lie?: boolean } = {}): Promise<Buffer> {
  const document = await deflateParts([
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
    ),
    { repeat: 0x41, count: inflatedBytes },
    Buffer.from('</w:t></w:r></w:p></w:body></w:document>'),
  ]);
  return zipOf([
    { name: '[Content_Types].xml', content: await deflateParts([Buffer.from(CONTENT_TYPES)]) },
    { name: '_rels/.rels', content: await deflateParts([Buffer.from(RELS)]) },
    { name: 'word/document.xml', content: document, ...(options.lie ? { declaredSize: 1024 } : {}) },
  ]);
}

/** A DOCX of `count` tiny entries besides its three real parts. */
export async function docxOfManyEntries(count: number): Promise<Buffer> {
  const tiny = await deflateParts([Buffer.from('<a/>')]);
  return zipOf([
    { name: '[Content_Types].xml', content: await deflateParts([Buffer.from(CONTENT_TYPES)]) },
    { name: '_rels/.rels', content: await deflateParts([Buffer.from(RELS)]) },
    ...Array.from({ length: count }, (_, index) => ({ name: `word/media/part${index}.xml`, content: tiny })),
  ]);
}

/** A PDF of numbered objects (bodies given from object 1 on), with a correct xref table. */
function pdfOf(bodies: readonly string[]): Buffer {
  const parts: string[] = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  bodies.forEach((body, index) => {
    const object = `${index + 1} 0 obj\n${body}\nendobj\n`;
    offsets.push(length);
    parts.push(object);
    length += Buffer.byteLength(object, 'latin1');
  });
  const xref = [
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ];
  return Buffer.from([...parts, ...xref].join(''), 'latin1');
}

const PAGE_TEXT = 'BT /F1 12 Tf 72 720 Td (Livraison a Dakar en 24 heures.) Tj ET';

/** A PDF whose page tree names its one page `count` times (300,000 fit in 1.8 MB). */
export function pdfRepeatingOnePage(count: number): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${count} /Kids [${' 3 0 R'.repeat(count)} ] >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${PAGE_TEXT.length} >>\nstream\n${PAGE_TEXT}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A PDF of `count` distinct pages sharing one content stream. */
export function pdfOfManyPages(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, index) => `${index + 4} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${count} /Kids [${kids}] /Resources << /Font << /F1 3 0 R >> >> /MediaBox [0 0 612 792] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...Array.from({ length: count }, () => `<< /Type /Page /Parent 2 0 R /Contents ${count + 4} 0 R >>`),
    `<< /Length ${PAGE_TEXT.length} >>\nstream\n${PAGE_TEXT}\nendstream`,
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(type)) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A white grayscale PNG of width × height pixels: 20,000 × 20,000 is 400 KB, 1.6 GB as RGBA. */
export async function blankPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0 then `width` white pixels; deflated in zlib format as IDAT wants.
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0;
  const deflate = zlib.createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  for (let y = 0; y < height; y += 1) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(output)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
