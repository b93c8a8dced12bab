import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const LANGUAGES = ['fra', 'eng'] as const;

let shared: { dir: string; worker: Promise<Worker> } | undefined;
/** OCR runs one image at a time: the WASM engine is single-threaded and memory-hungry. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The text of a PNG or JPEG, read by Tesseract (WASM) in French and English. The language data
 * comes from the @tesseract.js-data npm packages, copied once into `ocrDir` (tesseract.js wants
 * both in one folder): nothing is downloaded at run time.
 */
export function recognizeImage(data: Buffer, ocrDir: string): Promise<string> {
  const run = queue.then(async () => {
    const worker = await sharedWorker(ocrDir);
    const result = await worker.recognize(data);
    return result.data.text;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the OCR worker (server stop, end of a test file). */
export async function stopImageRecognition(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await (await current.worker.catch(() => undefined))?.terminate();
}

function sharedWorker(ocrDir: string): Promise<Worker> {
  if (shared?.dir === ocrDir) return shared.worker;
  const worker = (async () => {
    await fs.mkdir(ocrDir, { recursive: true });
    for (const language of LANGUAGES) {
      const target = path.join(ocrDir, `${language}.traineddata.gz`);
      const exists = await fs.stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
        await fs.copyFile(path.join(packageDir, '4.0.0', `${language}.traineddata.gz`), target);
      }
    }
    return createWorker([...LANGUAGES], 1, { langPath: ocrDir, gzip: true, cacheMethod: 'none' });
  })();
  shared = { dir: ocrDir, worker };
  worker.catch(() => {
    if (shared?.worker === worker) shared = undefined;
  });
  return worker;
}
