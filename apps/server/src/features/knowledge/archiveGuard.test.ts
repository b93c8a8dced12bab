import { describe, expect, it } from 'vitest';
import { checkZipArchive } from './archiveGuard';
import { ExtractionError } from './extractionError';
import { EXTRACTION_LIMITS } from './extractionLimits';
import { docxBomb, docxOfManyEntries } from './knowledgeBombs';
import { renderTextDocx } from './makeDocuments';

/** The zip guard judges a DOCX from its central directory, then by inflating it without keeping it. */
async function refusal(check: Promise<void>): Promise<ExtractionError> {
  const error = await check.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ExtractionError))
    throw new Error(`expected an ExtractionError, got ${String(error)}`);
  return error;
}

describe('checkZipArchive', () => {
  it('lets a real DOCX through', async () => {
    const docx = await renderTextDocx(['Retours acceptés sous 7 jours.']);
    await expect(checkZipArchive(docx, EXTRACTION_LIMITS)).resolves.toBeUndefined();
  });

  it('refuses from its central directory a DOCX whose document inflates to 300 MB, in milliseconds', async () => {
    const bomb = await docxBomb(300 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const error = await refusal(checkZipArchive(bomb, EXTRACTION_LIMITS));
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.kind).toBe('limit');
    expect(error.cardText).toBe(
      'Ce fichier dépasse les limites d’extraction : document trop volumineux une fois décompressé.',
    );
  }, 30_000);

  it('refuses an entry compressed far more than Word compresses', async () => {
    const bomb = await docxBomb(8 * 1024 * 1024);
    const error = await refusal(checkZipArchive(bomb, EXTRACTION_LIMITS));
    expect(error.reason).toBe('document anormalement compressé (archive piégée ?)');
  });

  it('refuses a DOCX whose headers lie about its size, once it inflates past them', async () => {
    const bomb = await docxBomb(200 * 1024 * 1024, { lie: true });
    const started = performance.now();
    const error = await refusal(checkZipArchive(bomb, EXTRACTION_LIMITS));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(error.reason).toBe('document trop volumineux une fois décompressé');
  }, 30_000);

  it('refuses an archive of too many entries before reading them', async () => {
    const crowded = await docxOfManyEntries(3000);
    const error = await refusal(checkZipArchive(crowded, EXTRACTION_LIMITS));
    expect(error.reason).toBe('document composé de plus de 2\u202f000 éléments');
  });

  it('says a broken archive is unreadable, not over a limit', async () => {
    const error = await refusal(checkZipArchive(Buffer.from('PK\u0003\u0004 nope'), EXTRACTION_LIMITS));
    expect(error.kind).toBe('unreadable');
    expect(error.reason).toBe('document Word illisible');
  });
});
