import { type ExtractionNote, isExtractionNote } from './extractionError';
import type { ExtractionLimits } from './extractionLimits';

/** What the server sends the extraction sandbox: one file to read, and the limits to read it in. */
export interface SandboxRequest {
  mimeType: string;
  data: Uint8Array;
  ocrDir: string;
  limits: ExtractionLimits;
}

/** The sandbox's one answer. */
export type SandboxAnswer =
  | { status: 'text'; text: string }
  | { status: 'refused'; note: ExtractionNote }
  | { status: 'crashed'; detail: string };

const LIMIT_KEYS = [
  'maxUncompressedBytes',
  'maxArchiveEntries',
  'maxCompressionRatio',
  'maxPdfPages',
  'maxImagePixels',
  'maxTextCharacters',
  'timeoutMs',
  'maxMemoryBytes',
] as const satisfies readonly (keyof ExtractionLimits)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isLimits(value: unknown): value is ExtractionLimits {
  return isRecord(value) && LIMIT_KEYS.every((key) => typeof value[key] === 'number');
}

export function isSandboxRequest(value: unknown): value is SandboxRequest {
  return (
    isRecord(value) &&
    typeof value.mimeType === 'string' &&
    value.data instanceof Uint8Array &&
    typeof value.ocrDir === 'string' &&
    isLimits(value.limits)
  );
}

export function isSandboxAnswer(value: unknown): value is SandboxAnswer {
  if (!isRecord(value)) return false;
  if (value.status === 'text') return typeof value.text === 'string';
  if (value.status === 'refused') return isExtractionNote(value.note);
  return value.status === 'crashed' && typeof value.detail === 'string';
}
