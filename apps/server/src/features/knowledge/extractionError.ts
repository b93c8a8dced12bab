import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { MessageValues } from '@griot/i18n/catalog';

/** The knowledgeMessages leaves that say why a file's text could not be read. */
const REASON_KEYS = [
  'extractionInternalError',
  'pdfUnreadable',
  'pdfNoText',
  'docxUnreadable',
  'docUnreadable',
  'imageNoText',
  'ocrFailed',
  'textUnreadable',
  'noText',
  'imageUnreadable',
  'limitUncompressed',
  'limitEntries',
  'limitRatio',
  'limitPages',
  'limitPixels',
  'limitText',
  'limitTime',
  'limitMemory',
  'limitCrashes',
] as const satisfies readonly (keyof typeof m)[];
export type ReasonKey = (typeof REASON_KEYS)[number];

type ReasonValues = Record<string, string | number>;

/**
 * Why a file could not be read, as the sandbox sends it and the file's row stores it: the key of
 * its words and their values, put into words in the language of whoever reads them.
 */
export interface ExtractionNote {
  key: ReasonKey;
  values?: ReasonValues;
  kind: 'unreadable' | 'limit';
}

function reasonText(key: ReasonKey, values: ReasonValues | undefined): string {
  const leaf: unknown = m[key];
  return typeof leaf === 'function' ? (leaf as (v: MessageValues) => string)(values ?? {}) : String(leaf);
}

/**
 * The text of a file could not be read: its note says why. `unreadable` files are broken or
 * empty; `limit` files would cost more than the extraction's limits (extractionLimits.ts).
 * Either way the file is failed at once, never retried: reading it again would end the same way.
 */
export class ExtractionError extends Error {
  readonly kind: ExtractionNote['kind'];

  constructor(
    readonly key: ReasonKey,
    readonly values?: ReasonValues,
    kind: ExtractionNote['kind'] = 'unreadable',
  ) {
    super(reasonText(key, values));
    this.name = 'ExtractionError';
    this.kind = kind;
  }

  static fromNote(note: ExtractionNote): ExtractionError {
    return new ExtractionError(note.key, note.values, note.kind);
  }

  get note(): ExtractionNote {
    return { key: this.key, ...(this.values ? { values: this.values } : {}), kind: this.kind };
  }

  /** Why, in the language being spoken ('document Word illisible'). */
  get reason(): string {
    return reasonText(this.key, this.values);
  }

  /** What the file's card on the knowledge screen says, in the language being spoken. */
  get cardText(): string {
    return noteCardText(this.note);
  }
}

/** A refusal by one of the extraction's limits. */
export function overLimit(key: ReasonKey, values?: ReasonValues): ExtractionError {
  return new ExtractionError(key, values, 'limit');
}

function noteCardText(note: ExtractionNote): string {
  const reason = reasonText(note.key, note.values);
  return note.kind === 'limit' ? m.overLimits({ detail: reason }) : m.extractionFailed({ reason });
}

const STORED_NOTE_PREFIX = 'griot:';

/** A note as knowledge_files.error stores it: the card is put into words when it is read. */
export function storedNote(note: ExtractionNote): string {
  return `${STORED_NOTE_PREFIX}${JSON.stringify(note)}`;
}

/** knowledge_files.error as the file's card says it, in the language being spoken; older texts as they are. */
export function knowledgeCardText(stored: string | null): string | null {
  if (stored === null || !stored.startsWith(STORED_NOTE_PREFIX)) return stored;
  try {
    const note: unknown = JSON.parse(stored.slice(STORED_NOTE_PREFIX.length));
    return isExtractionNote(note) ? noteCardText(note) : stored;
  } catch {
    return stored;
  }
}

/** A note received from the sandbox or read back from the database. */
export function isExtractionNote(value: unknown): value is ExtractionNote {
  if (typeof value !== 'object' || value === null) return false;
  const { key, values, kind } = value as Record<string, unknown>;
  return (
    (REASON_KEYS as readonly unknown[]).includes(key) &&
    (kind === 'unreadable' || kind === 'limit') &&
    (values === undefined ||
      (typeof values === 'object' &&
        values !== null &&
        Object.values(values).every((entry) => typeof entry === 'string' || typeof entry === 'number')))
  );
}

/**
 * The sandbox ended without an answer (it crashed, or its process was killed from outside): maybe
 * the file, maybe the machine. The job is retried while it has attempts left.
 */
export class SandboxCrashed extends Error {
  constructor(detail: string) {
    super(`extraction sandbox ended without an answer: ${detail}`);
    this.name = 'SandboxCrashed';
  }
}

/** The extraction was stopped with the server: the job was not really attempted. */
export class ExtractionAborted extends Error {
  constructor() {
    super('extraction stopped with the server');
    this.name = 'ExtractionAborted';
  }
}
