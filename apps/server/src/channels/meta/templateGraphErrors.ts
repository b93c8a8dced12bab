import { whatsappTemplateMessages } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import type { MetaGraphError } from './graphClient';

/** Meta's error subcodes of template management (message_templates), read as our words. */
const SUBCODES = {
  duplicate: [2388024],
  nameBeingDeleted: [2388023],
  tooMany: [2388040, 2388047],
  editLimit: [2388068, 2388091],
} as const;

/**
 * What Meta's refusal of a template call means, in the reader's language: a duplicate, a name
 * still being deleted, too many templates, the edit limits, throttling, an expired token, else
 * Meta's own detail after our sentence. 503 when Meta could not be reached or asked to wait.
 */
export function templateGraphError(error: MetaGraphError): { status: number; message: string } {
  const m = whatsappTemplateMessages;
  const subcode = error.subcode ?? 0;
  const has = (codes: readonly number[]) => codes.includes(subcode);
  if (has(SUBCODES.duplicate)) return { status: 409, message: m.metaErrors.duplicate };
  if (has(SUBCODES.nameBeingDeleted)) return { status: 409, message: m.metaErrors.nameBeingDeleted };
  if (has(SUBCODES.tooMany)) return { status: 422, message: m.metaErrors.tooMany };
  if (has(SUBCODES.editLimit)) return { status: 422, message: m.metaErrors.editLimit };
  if (error.code === 190) return { status: 422, message: m.metaErrors.token };
  if (
    error.status === 0 ||
    error.retryable ||
    error.code === 4 ||
    error.code === 80007 ||
    error.code === 130429
  )
    return { status: 503, message: error.status === 0 ? m.metaUnavailable : m.metaErrors.rateLimited };
  const detail = error.details || error.title || error.message;
  return { status: 422, message: m.metaErrors.invalidParameter({ detail }) };
}
