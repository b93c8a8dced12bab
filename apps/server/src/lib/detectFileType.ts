import { fileTypeFromBlob, fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  mime: string;
  extension: string;
}

/**
 * The real type of an upload, read from its bytes (magic numbers), never from its name or the
 * type the client declared. Undefined when the content is of no known binary type. A Blob (an
 * upload kept on disk) is read a slice at a time, only as far as the detection needs: its first
 * bytes, or a zip's entry headers for an Office file. Its answer is the one its whole bytes give.
 */
export async function detectFileType(data: Buffer | Blob): Promise<DetectedType | undefined> {
  const detected = Buffer.isBuffer(data) ? await fileTypeFromBuffer(data) : await fileTypeFromBlob(data);
  return detected ? { mime: detected.mime, extension: detected.ext } : undefined;
}
