import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import mammoth from 'mammoth';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { recognizeImage } from './recognizeImage';

/** The text of a file could not be read: `reason` (French) is shown on the file's card. */
export class ExtractionError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ExtractionError';
  }
}

/**
 * The plain text of a knowledge file, by its detected MIME type: PDF (unpdf), DOCX (mammoth), DOC
 * (word-extractor), plain text (UTF-8, else Windows-1252), JPEG/PNG by OCR in French and English.
 * Throws an ExtractionError that says why when nothing usable comes out.
 */
export async function extractText(mimeType: string, data: Buffer, ocrDir: string): Promise<string> {
  const text = normalizeText(await extractRaw(mimeType, data, ocrDir));
  if (text === '') throw new ExtractionError(mimeType.startsWith('image/') ? m.imageNoText : m.noText);
  return text;
}

async function extractRaw(mimeType: string, data: Buffer, ocrDir: string): Promise<string> {
  switch (mimeType) {
    case 'application/pdf': {
      let pages: string[];
      try {
        const document = await getDocumentProxy(new Uint8Array(data));
        pages = (await extractPdfText(document, { mergePages: false })).text;
      } catch {
        throw new ExtractionError(m.pdfUnreadable);
      }
      const text = pages.join('\n\n');
      if (text.trim() === '') throw new ExtractionError(m.pdfNoText);
      return text;
    }
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      try {
        return (await mammoth.extractRawText({ buffer: data })).value;
      } catch {
        throw new ExtractionError(m.docxUnreadable);
      }
    case 'application/msword':
      try {
        return (await new WordExtractor().extract(data)).getBody();
      } catch {
        throw new ExtractionError(m.docUnreadable);
      }
    case 'text/plain':
      return decodeText(data);
    case 'image/png':
    case 'image/jpeg':
      try {
        return await recognizeImage(data, ocrDir);
      } catch {
        throw new ExtractionError(m.ocrFailed);
      }
    default:
      throw new ExtractionError(m.noText);
  }
}

/** UTF-8 (BOM or not); a file that is not valid UTF-8 is read as Windows-1252 (old Windows editors). */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** One space between words, at most one blank line between paragraphs, no control characters. */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
