import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';

/**
 * The text of a file could not be read: `reason` (French) says why. `unreadable` files are broken
 * or empty; `limit` files would cost more than the extraction's limits (extractionLimits.ts).
 * Either way the file is failed at once, never retried: reading it again would end the same way.
 */
export class ExtractionError extends Error {
  constructor(
    readonly reason: string,
    readonly kind: 'unreadable' | 'limit' = 'unreadable',
  ) {
    super(reason);
    this.name = 'ExtractionError';
  }

  /** What the file's card on the knowledge screen says. */
  get cardText(): string {
    return this.kind === 'limit'
      ? m.overLimits({ detail: this.reason })
      : m.extractionFailed({ reason: this.reason });
  }
}

/** A refusal by one of the extraction's limits. */
export function overLimit(reason: string): ExtractionError {
  return new ExtractionError(reason, 'limit');
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
