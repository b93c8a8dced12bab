import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bitmapText } from './bitmapText';
import { ExtractionError } from './extractionError';
import { EXTRACTION_LIMITS } from './extractionLimits';
import { extractText } from './extractText';
import { blankPng, pdfOfManyPages, pdfRepeatingOnePage } from './knowledgeBombs';
import { renderTextDocx, renderTextPdf } from './makeDocuments';
import { stopImageRecognition } from './recognizeImage';
import { knowledgeTypeOf } from './storeKnowledgeUploads';

/** Text out of every knowledge format, on small real files made here (no binary fixture). */
const ocrDir = path.join(os.tmpdir(), 'griot-test-ocr');
afterAll(() => stopImageRecognition());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('extractText', () => {
  it('reads plain text in UTF-8 and in Windows-1252, and tidies the spacing', async () => {
    expect(
      await extractText(
        'text/plain',
        Buffer.from('\uFEFFLivraison   à Dakar\r\n\r\n\r\n\r\nen 24 h'),
        ocrDir,
      ),
    ).toBe('Livraison à Dakar\n\nen 24 h');
    const latin = Buffer.from([0x50, 0x61, 0x79, 0xe9, 0x20, 0x70, 0x61, 0x72, 0x20, 0x57, 0x61, 0x76, 0x65]);
    expect(await extractText('text/plain', latin, ocrDir)).toBe('Payé par Wave');
  });

  it('reads every page of a PDF', async () => {
    const pdf = await renderTextPdf([
      'Horaires : du lundi au samedi, 9 h - 19 h.',
      'Paiement par Orange Money.',
    ]);
    expect(await knowledgeTypeOf(pdf, 'faq.pdf')).toBe('application/pdf');
    const text = await extractText('application/pdf', pdf, ocrDir);
    expect(text).toContain('du lundi au samedi');
    expect(text).toContain('Orange Money');
  });

  it('reads a DOCX', async () => {
    const docx = await renderTextDocx(['Retours acceptés sous 7 jours.', 'Échange gratuit en boutique.']);
    expect(await knowledgeTypeOf(docx, 'conditions.docx')).toBe(DOCX);
    const text = await extractText(DOCX, docx, ocrDir);
    expect(text).toContain('Retours acceptés sous 7 jours.');
    expect(text).toContain('Échange gratuit en boutique.');
  });

  it('reads an image by OCR, offline, with the language data of the npm packages', {
    timeout: 60_000,
  }, async () => {
    const png = bitmapText('LIVRAISON GRATUITE', 10);
    expect(await knowledgeTypeOf(png, 'affiche.png')).toBe('image/png');
    const text = await extractText('image/png', png, ocrDir);
    expect(text).toMatch(/LIVRAISON/);
  });

  it('says why when nothing can be read', async () => {
    await expect(extractText('application/pdf', Buffer.from('%PDF-1.7 garbage'), ocrDir)).rejects.toThrow(
      ExtractionError,
    );
    await expect(extractText(DOCX, Buffer.from('PK\u0003\u0004 nope'), ocrDir)).rejects.toThrow(
      'document Word illisible',
    );
    await expect(extractText('text/plain', Buffer.from('  \n\n '), ocrDir)).rejects.toThrow(
      'aucun texte trouvé',
    );
    const blank = bitmapText('   ', 10);
    await expect(extractText('image/png', blank, ocrDir)).rejects.toThrow("aucun texte reconnu dans l'image");
  }, 60_000);

  it('refuses by content what is not a knowledge type, whatever its name', async () => {
    expect(
      await knowledgeTypeOf(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'notes.txt'),
    ).toBeUndefined();
    expect(await knowledgeTypeOf(Buffer.from('GIF89a\u0001\u0000'), 'photo.png')).toBeUndefined();
    expect(await knowledgeTypeOf(Buffer.from('Bonjour, voici nos tarifs.'), 'tarifs.txt')).toBe('text/plain');
  });
});

/** What the sandbox runs: the limits are judged before the parsers spend memory or time. */
describe('extractText within the extraction limits', () => {
  const refusal = async (reading: Promise<string>) => {
    const error = await reading.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof ExtractionError)) throw new Error(`expected a refusal, got ${String(error)}`);
    return error;
  };

  it('reads a PDF of a few pages, and refuses one whose page tree names one page 300,000 times, in seconds', async () => {
    expect(await extractText('application/pdf', pdfOfManyPages(3), ocrDir)).toContain('Livraison a Dakar');
    const bomb = pdfRepeatingOnePage(300_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const error = await refusal(extractText('application/pdf', bomb, ocrDir));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(error.cardText).toBe(
      'Ce fichier dépasse les limites d’extraction : PDF de 300\u202f000 pages, 500 au maximum.',
    );
  }, 30_000);

  it('refuses a PDF of 20,000 distinct pages by its page count', async () => {
    const error = await refusal(extractText('application/pdf', pdfOfManyPages(20_000), ocrDir));
    expect(error.reason).toBe('PDF de 20\u202f000 pages, 500 au maximum');
  }, 30_000);

  it('refuses an image of 400 megapixels before the OCR decodes it', async () => {
    const png = await blankPng(20_000, 20_000);
    const started = performance.now();
    const error = await refusal(extractText('image/png', png, ocrDir));
    expect(error.kind).toBe('limit');
    expect(performance.now() - started).toBeLessThan(1000);
  }, 30_000);

  it('refuses more text than the server would index', async () => {
    const limits = { ...EXTRACTION_LIMITS, maxTextCharacters: 100 };
    const error = await refusal(extractText('text/plain', Buffer.from('mot '.repeat(100)), ocrDir, limits));
    expect(error.cardText).toBe(
      'Ce fichier dépasse les limites d’extraction : plus de 100 caractères de texte.',
    );
    const pdfError = await refusal(extractText('application/pdf', pdfOfManyPages(10), ocrDir, limits));
    expect(pdfError.reason).toBe('plus de 100 caractères de texte');
  });
});
