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
