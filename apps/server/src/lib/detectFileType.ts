import { fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  mime: string;
  extension: string;
}

/**
 * The real type of an upload, read from its bytes (magic numbers), never from its name or the
 * type the client declared. Undefined when the content is of no known binary type.
 */
export async function detectFileType(data: Buffer): Promise<DetectedType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  return detected ? { mime: detected.mime, extension: detected.ext } : undefined;
}
