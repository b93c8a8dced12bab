import { KNOWLEDGE_LIMITS, KNOWLEDGE_MIME_TYPES } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';

/** The contract's knowledge types; a file the browser types otherwise (or not at all) passes on its extension. */
const ALLOWED_TYPES = new Set<string>(KNOWLEDGE_MIME_TYPES);
const ALLOWED_EXTENSIONS = /\.(jpe?g|png|pdf|txt|docx?)$/i;

/**
 * The upload's checks before anything is sent: 10 files in all, 10 MB
 * each, allowed types, no duplicate by name and size. Returns the files to send and the errors.
 */
export function checkKnowledgeFiles(
  picked: readonly File[],
  existing: readonly { originalname: string; size: number }[],
): { accepted: File[]; errors: string[] } {
  if (existing.length + picked.length > KNOWLEDGE_LIMITS.maxFiles)
    return { accepted: [], errors: [m.tooManyFiles] };
  const seen = new Set(existing.map((file) => `${file.originalname}\u0000${file.size}`));
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of picked) {
    const key = `${file.name}\u0000${file.size}`;
    if (file.size > KNOWLEDGE_LIMITS.maxFileBytes) errors.push(m.fileTooLarge({ name: file.name }));
    else if (!ALLOWED_TYPES.has(file.type) && !ALLOWED_EXTENSIONS.test(file.name))
      errors.push(m.typeNotAllowed({ name: file.name }));
    else if (seen.has(key)) errors.push(m.duplicate({ name: file.name }));
    else {
      seen.add(key);
      accepted.push(file);
    }
  }
  return { accepted, errors };
}
