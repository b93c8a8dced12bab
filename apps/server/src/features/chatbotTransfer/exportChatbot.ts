import {
  CHATBOT_FILE_FORMAT,
  CHATBOT_FILE_LIMITS,
  CHATBOT_FILE_VERSION,
  type ChatbotFile,
  type ExportedMedia,
} from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { variableDeclarationsSchema } from '@griot/contract/variables/variableSchemas';
import { blocks } from '@griot/db/schema/blocks';
import { knowledgeFiles } from '@griot/db/schema/knowledge';
import { storedFiles } from '@griot/db/schema/storedFiles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Services } from '../../api/appContext';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { detectFileType } from '../../lib/detectFileType';
import { keyToUrlPath } from '../../lib/files/fileStorage';
import { mediaLinksOf } from './mediaLinks';

/** Room kept for the media entries' own fields and the file's framing, past the blocks' JSON. */
const MEDIA_OVERHEAD_BYTES = 64 * 1024 + CHATBOT_FILE_LIMITS.media * 512;

/**
 * A chatbot as one file (`chatbotFileSchema`): its settings without secrets (no token, app
 * secret, phone ids, WABA id, webhook keyword or e-mail), variables, blocks with their flows as
 * stored, the knowledge files' names and the media its flows and avatar use. The media are the
 * workspace's own files only; they are embedded (base64) while the total stays within
 * `embeddedMediaBytes` and the whole file within the import's 20 MB, else named by their public
 * link, which the importing Griot downloads.
 */
export async function exportChatbot(
  { db, files, config }: Pick<Services, 'db' | 'files' | 'config'>,
  chatbot: ChatbotRow,
): Promise<ChatbotFile> {
  const blockRows = await db
    .select()
    .from(blocks)
    .where(eq(blocks.chatbotId, chatbot.id))
    .orderBy(asc(blocks.createdAt), asc(blocks.idblock));
  const knowledge = await db
    .select({ name: knowledgeFiles.originalName, bytes: knowledgeFiles.size })
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.chatbotId, chatbot.id))
    .orderBy(asc(knowledgeFiles.originalName));
  const variables = variableDeclarationsSchema.safeParse(chatbot.variables);

  const withoutMedia: ChatbotFile = {
    format: CHATBOT_FILE_FORMAT,
    version: CHATBOT_FILE_VERSION,
    exported_at: new Date().toISOString(),
    chatbot: {
      name: chatbot.botName,
      description: chatbot.description,
      type: chatbot.type,
      widget_language: chatbot.widgetLanguage,
      catalog_link: chatbot.catalogLink,
      avatar: chatbot.avatar,
    },
    variables: variables.success ? variables.data : [],
    blocks: blockRows.map((block) => ({
      idblock: block.idblock,
      name: block.blockname,
      category: block.category,
      type: block.type,
      assistant_switch: block.assistantSwitch,
      flow: block.flow,
    })),
    knowledge,
    media: [],
  };

  // Each link the flows hold to a file of ours, with its storage key; the avatar by its key.
  const links = mediaLinksOf(
    blockRows.map((block) => block.flow),
    config.publicUrl,
  );
  if (chatbot.avatar.startsWith('avatars/')) links.set(chatbot.avatar, chatbot.avatar);
  const owned = links.size
    ? await db
        .select({ path: storedFiles.path, size: storedFiles.size })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.workspaceId, chatbot.workspaceId),
            inArray(storedFiles.path, [...new Set(links.values())]),
          ),
        )
    : [];
  const sizes = new Map(owned.map((file) => [file.path, file.size ?? 0]));

  let budget = Math.min(
    CHATBOT_FILE_LIMITS.embeddedMediaBytes,
    CHATBOT_FILE_LIMITS.bytes - Buffer.byteLength(exportText(withoutMedia)) - MEDIA_OVERHEAD_BYTES,
  );
  const media: ExportedMedia[] = [];
  for (const [path, key] of links) {
    const size = sizes.get(key);
    if (size === undefined || media.length >= CHATBOT_FILE_LIMITS.media) continue;
    const encoded = Math.ceil(size / 3) * 4;
    const data = encoded <= budget ? await files.read(key).catch(() => undefined) : undefined;
    const mime = data ? ((await detectFileType(data))?.mime ?? 'application/octet-stream') : '';
    if (data) {
      budget -= encoded;
      media.push({ path, mime, bytes: data.length, data: data.toString('base64') });
    } else {
      media.push({ path, mime, bytes: size, url: `${config.publicUrl}/api/public/${keyToUrlPath(key)}` });
    }
  }
  return { ...withoutMedia, media };
}

/** The file's name: griot-<chatbot's name as a slug>-<day>.json. */
export function exportFileName(chatbotName: string, now = new Date()): string {
  const slug =
    chatbotName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'chatbot';
  return `griot-${slug}-${now.toISOString().slice(0, 10)}.json`;
}

/** The file's text as sent: one space of indent, readable yet close to compact (the budget counts it). */
export function exportText(file: ChatbotFile): string {
  return JSON.stringify(file, null, 1);
}
