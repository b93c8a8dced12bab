import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The widget's built files, apps/widget/dist (its sources are apps/widget/src). `npm start`, the
 * e2e and the server tests build them when missing or stale; a deployment builds them with
 * `npm run build`. The path is relative to this source file: the compiled server keeps each
 * file's own import.meta.url.
 */
const DIST = new URL('../../../../../widget/dist/', import.meta.url);

export type WidgetAsset = 'widgetLoader.js' | 'widgetFrame.js' | 'widgetFrame.css' | 'widgetFrameBody.html';

/** One built file, read once at start. */
export function readWidgetAsset(name: WidgetAsset): string {
  const file = new URL(name, DIST);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `widget web non construit (${fileURLToPath(file)}) : lancez npm run build -w @griot/widget`,
      {
        cause: error,
      },
    );
  }
}
