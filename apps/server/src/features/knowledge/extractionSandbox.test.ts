import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bitmapText } from './bitmapText';
import { ExtractionAborted, ExtractionError } from './extractionError';
import { EXTRACTION_LIMITS } from './extractionLimits';
import { extractInSandbox } from './extractionSandbox';
import { docxBomb } from './knowledgeBombs';
import { renderTextPdf } from './makeDocuments';

/** The extraction's child process: the text comes back, and it is killed past its limits. */
const ocrDir = path.join(os.tmpdir(), 'griot-test-ocr');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function failure(reading: Promise<string>): Promise<unknown> {
  return reading.then(
    (text) => new Error(`expected a failure, got ${text.length} characters`),
    (caught: unknown) => caught,
  );
}

describe('extractInSandbox', () => {
  it('reads a file in a child process and hands back its text, or its French refusal', async () => {
    const pdf = await renderTextPdf(['Livraison gratuite à Dakar dès 20 000 FCFA.']);
    expect(await extractInSandbox('application/pdf', pdf, ocrDir)).toContain('Livraison gratuite à Dakar');
    const refused = await failure(extractInSandbox(DOCX, await docxBomb(300 * 1024 * 1024), ocrDir));
    expect(refused).toBeInstanceOf(ExtractionError);
    expect(refused instanceof ExtractionError && refused.cardText).toBe(
      'Ce fichier dépasse les limites d’extraction : document trop volumineux une fois décompressé.',
    );
  }, 60_000);

  it('reads an image by OCR in the child (Tesseract and its language data run there)', async () => {
    const png = bitmapText('LIVRAISON GRATUITE', 10);
    expect(await extractInSandbox('image/png', png, ocrDir)).toMatch(/LIVRAISON/);
  }, 60_000);

  it('kills the child past its time limit', async () => {
    const pdf = await renderTextPdf(['Horaires : 9 h - 19 h.']);
    const started = performance.now();
    const killed = await failure(
      extractInSandbox('application/pdf', pdf, ocrDir, { limits: { ...EXTRACTION_LIMITS, timeoutMs: 300 } }),
    );
    expect(performance.now() - started).toBeLessThan(3000);
    expect(killed).toBeInstanceOf(ExtractionError);
    expect(killed instanceof ExtractionError && killed.kind).toBe('limit');
    expect(killed instanceof ExtractionError && killed.reason).toMatch(/^lecture trop longue/);
  }, 30_000);

  it('kills the child past its resident memory limit', async () => {
    const pdf = await renderTextPdf(['Paiement par Wave.']);
    const killed = await failure(
      extractInSandbox('application/pdf', pdf, ocrDir, {
        limits: { ...EXTRACTION_LIMITS, maxMemoryBytes: 20 * 1024 * 1024 },
      }),
    );
    expect(killed instanceof ExtractionError && killed.reason).toBe(
      'lecture trop gourmande en mémoire (plus de 20 Mo)',
    );
  }, 30_000);

  it('tells a V8 heap overflow of the child as over the memory limit', async () => {
    const text = Buffer.from('Livraison à Dakar. '.repeat(600_000));
    const overflowed = await failure(extractInSandbox('text/plain', text, ocrDir, { heapMb: 16 }));
    expect(overflowed instanceof ExtractionError && overflowed.kind).toBe('limit');
    expect(overflowed instanceof ExtractionError && overflowed.reason).toMatch(/^lecture trop gourmande/);
  }, 30_000);

  it('kills the child when the server stops', async () => {
    const controller = new AbortController();
    const reading = extractInSandbox('text/plain', Buffer.from('Bonjour'), ocrDir, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    expect(await failure(reading)).toBeInstanceOf(ExtractionAborted);
  }, 30_000);
});
