import { encodePng } from '../lib/pngImage';

/** A multipart/form-data body and its content type, for `app.inject`. */
export async function multipart(
  fields: Record<string, string | File>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://griot.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A real 2×2 PNG, made here so tests carry no binary fixture. */
export function tinyPng(): Buffer {
  return encodePng(2, 2, (x, y) => ((x + y) % 2 === 0 ? [15, 145, 123] : [255, 174, 56]));
}

/** A file as a browser would send it. */
export function fileOf(data: Buffer, name: string, type: string): File {
  return new File([new Uint8Array(data)], name, { type });
}

/**
 * The boxes of an MP4 file (ISO base media: ftyp 'isom', then an empty mdat): enough for the video
 * upload's content check and Meta's fake, which read its type and length, not its frames.
 */
export function tinyMp4(): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const brands = Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1');
  return Buffer.concat([box('ftyp', brands), box('free', Buffer.alloc(8)), box('mdat', Buffer.alloc(256))]);
}

/** The 44-byte header of an empty 8 kHz mono WAV: enough for the audio upload's content check. */
export function silentWav(): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  return header;
}
