import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../lib/files/fileStorage';

/** The MD5 of a stream, in lowercase hex, read a chunk at a time (never the whole file in memory). */
export async function md5OfStream(stream: Readable): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Whether the store holds exactly the bytes whose MD5 is `md5`. A single-part PUT's ETag is the MD5
 * of the bytes the store received, computed by the store itself (AWS, MinIO, s3rver…): comparing it
 * checks what the store really keeps, from a HEAD, without downloading. Griot's S3 store writes every
 * file in one PutObject, so its ETags are MD5s. An ETag that is not one (an object another tool
 * wrote in several parts, a bucket encrypted with KMS) says nothing about the bytes: then the object
 * is read back, streamed, and hashed here.
 */
export async function storeHoldsBytes(
  store: FileStorage,
  key: string,
  etag: string,
  md5: string,
): Promise<boolean> {
  const tag = etag.replace(/^W\//, '').replaceAll('"', '').toLowerCase();
  if (/^[0-9a-f]{32}$/.test(tag)) return tag === md5;
  const { stream } = await store.openRead(key);
  return (await md5OfStream(stream)) === md5;
}
