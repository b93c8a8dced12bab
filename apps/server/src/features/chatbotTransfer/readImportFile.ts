import {
  CHATBOT_FILE_LIMITS,
  type ChatbotFile,
  chatbotFileSchema,
} from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { apiError } from '../../api/apiError';
import { isTypebotFile, typebotToChatbotFile } from './typebot/typebotToChatbotFile';

const m = chatbotTransferMessages;

/**
 * The uploaded file as a chatbot file, or the French refusal: too large (413), not JSON, neither
 * a Griot file nor a Typebot export, a newer version, too many blocks, an invalid block (400).
 * A Typebot export is converted first, with warnings naming what it left out.
 */
export async function readImportFile(upload: File): Promise<{ file: ChatbotFile; warnings: string[] }> {
  if (upload.size > CHATBOT_FILE_LIMITS.bytes) throw apiError(413, m.tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(await upload.text());
  } catch {
    throw apiError(400, m.notJson);
  }
  const converted = isTypebotFile(json) ? typebotToChatbotFile(json) : { file: json, warnings: [] };
  const parsed = chatbotFileSchema.safeParse(converted.file);
  if (!parsed.success) throw apiError(400, refusalOf(parsed.error.issues, converted.file));
  return { file: parsed.data, warnings: converted.warnings };
}

/** The refusal a user can act on: the file's kind and version first, then its blocks. */
function refusalOf(issues: readonly { path: PropertyKey[]; message: string }[], input: unknown): string {
  const at = (key: string) => issues.find((issue) => issue.path[0] === key && issue.path.length === 1);
  const first = at('format') ?? at('version') ?? at('blocks');
  if (first) return first.message;
  const inBlock = issues.find((issue) => issue.path[0] === 'blocks' && typeof issue.path[1] === 'number');
  if (inBlock) {
    const blocks = (input as { blocks?: unknown[] }).blocks ?? [];
    const block = blocks[inBlock.path[1] as number] as { name?: unknown; idblock?: unknown } | undefined;
    const name = typeof block?.name === 'string' && block.name ? block.name : String(block?.idblock ?? '');
    return m.invalidBlock({ block: name, problem: inBlock.message });
  }
  return m.notAChatbotFile;
}
