import { checkZipArchive } from './archiveGuard';
import { ExtractionError, overLimit } from './extractionError';
import { EXTRACTION_LIMITS, type ExtractionLimits } from './extractionLimits';
import { checkImageSize } from './imageGuard';

/**
 * The plain text of a knowledge file, by its detected MIME type: PDF (unpdf), DOCX (mammoth), DOC
 * (word-extractor), plain text (UTF-8, else Windows-1252), JPEG/PNG by OCR in French and English.
 * Throws an ExtractionError that says why when nothing usable comes out, or when the file would
 * cost more than `limits` to read.
 *
 * Runs in the extraction sandbox (extractionChild.ts), never in the server process: each parser is
 * imported here, when a file of its type comes, so that the server never loads one.
 */
export async function extractText(
  mimeType: string,
  data: Buffer,
  ocrDir: string,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<string> {
  const text = normalizeText(await extractRaw(mimeType, data, ocrDir, limits));
  if (text === '') throw new ExtractionError(mimeType.startsWith('image/') ? 'imageNoText' : 'noText');
  if (text.length > limits.maxTextCharacters) throw overLimit('limitText', { max: limits.maxTextCharacters });
  return text;
}

async function extractRaw(
  mimeType: string,
  data: Buffer,
  ocrDir: string,
  limits: ExtractionLimits,
): Promise<string> {
  switch (mimeType) {
    case 'application/pdf':
      return readPdf(data, limits);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      // A DOCX is a zip: judged before mammoth inflates any of it.
      await checkZipArchive(data, limits);
      const { default: mammoth } = await import('mammoth');
      try {
        return (await mammoth.extractRawText({ buffer: data })).value;
      } catch {
        throw new ExtractionError('docxUnreadable');
      }
    }
    case 'application/msword': {
      // An OLE file holds its text uncompressed: what it yields is bounded by its 10 MB.
      const { default: WordExtractor } = await import('word-extractor');
      try {
        return (await new WordExtractor().extract(data)).getBody();
      } catch {
        throw new ExtractionError('docUnreadable');
      }
    }
    case 'text/plain':
      return decodeText(data);
    case 'image/png':
    case 'image/jpeg': {
      checkImageSize(data, limits);
      const { recognizeImage } = await import('./recognizeImage');
      try {
        return await recognizeImage(data, ocrDir);
      } catch {
        throw new ExtractionError('ocrFailed');
      }
    }
    default:
      throw new ExtractionError('noText');
  }
}

/**
 * The text of a PDF, page after page: its page count (the page tree's /Count, read without
 * loading a page) is judged first, and the text's length after each page. unpdf's own extractText
 * asks pdf.js for every page at once: 300,000 pages named in one small file took 4 GB.
 */
async function readPdf(data: Buffer, limits: ExtractionLimits): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(new Uint8Array(data));
  } catch {
    throw new ExtractionError('pdfUnreadable');
  }
  try {
    if (document.numPages > limits.maxPdfPages)
      throw overLimit('limitPages', { pages: document.numPages, max: limits.maxPdfPages });
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      let text: string;
      try {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        text = content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('');
        page.cleanup();
      } catch {
        throw new ExtractionError('pdfUnreadable');
      }
      length += text.length;
      if (length > limits.maxTextCharacters) throw overLimit('limitText', { max: limits.maxTextCharacters });
      pages.push(text);
    }
    const text = pages.join('\n\n');
    if (text.trim() === '') throw new ExtractionError('pdfNoText');
    return text;
  } finally {
    await document.destroy().catch(() => undefined);
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
