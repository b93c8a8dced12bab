/** The knowledge screen's limits. */
export const KNOWLEDGE_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 10_485_760,
  uploadTimeoutMs: 120_000,
  testTimeoutMs: 30_000,
  notificationMs: 5000,
  tokenWarn: 10_000,
  tokenError: 50_000,
  blockPreview: 100,
  contextualText: 200,
  /** A test console message, like a text element. */
  messageMax: 640,
  buttonTitleMax: 20,
  buttonsMax: 3,
} as const;

/** The types a knowledge file may have, checked on its bytes (jpeg, png, pdf, plain text, doc, docx). */
export const KNOWLEDGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** What the file picker offers. */
export const KNOWLEDGE_ACCEPT =
  '.jpg,.jpeg,.png,.pdf,.txt,.doc,.docx,image/jpeg,image/png,application/pdf,text/plain';

/** The file type classes of the knowledge statistics (the screen names them in its catalogue). */
export type KnowledgeFileClass = 'image' | 'pdf' | 'document' | 'text' | 'other';

/** The class of a MIME type. */
export function knowledgeFileClass(mimeType: string): KnowledgeFileClass {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  if (/word|document/.test(mimeType)) return 'document';
  if (mimeType.startsWith('text/')) return 'text';
  return 'other';
}

/** The human agent as GRIOT IA's redirection target (an insult, a request for a person): the flows' own. */
export { AGENT_REDIRECTION } from '../flows/flowConstants';
