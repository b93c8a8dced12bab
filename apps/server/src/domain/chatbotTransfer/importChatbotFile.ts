import { randomUUID } from 'node:crypto';
import type { ChatbotType } from '@griot/contract/chatbots/chatbotSchemas';
import type { ChatbotFile } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { CHATBOT_AVATAR_PLACEHOLDER } from '@griot/contract/constants';
import { regenerateChain } from '@griot/contract/flows/flowChain';
import type { Flow } from '@griot/contract/flows/flowElementSchemas';
import { generateIdblock } from '@griot/contract/flows/idblock';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import type { Services } from '../../api/appContext';
import { attachStoredFile } from '../../lib/files/storedFiles';
import { newWebhookKeyword } from '../chatbots/newWebhookKeyword';
import { rewriteFlowReferences } from '../chatbots/rewriteFlowReferences';
import { checkChatbotFile } from './checkChatbotFile';
import { relinkMedia } from './relinkMedia';
import { removeImportedMedia, storeImportedMedia } from './storeImportedMedia';

export interface ChatbotImport {
  workspaceId: string;
  file: ChatbotFile;
  /** The new chatbot's name and channel; the file's by default. */
  name?: string;
  type?: ChatbotType;
}

/** The block kind of each category, as creation makes them (features/chatbots/mainBlocks.ts). */
const KIND_OF_CATEGORY = {
  welcome: 'starter',
  default: 'default_block',
  commerce: 'commerce_point',
  standard: 'blocks',
} as const;
/** The commerce main block a file without one gets: every chatbot has it. */
const COMMERCE_BLOCK = { blockname: 'Commerce Flow', category: 'commerce' } as const;

/**
 * Creates a new chatbot of the workspace from a chatbot file (an export, a template, a converted
 * Typebot): everything is checked first (`checkChatbotFile`: nothing is written for a refused
 * file), the media are kept as the workspace's files, then the chatbot and its blocks are written
 * in one transaction under new ids — idblocks, element ids, every link and payload rewritten —
 * and the kept files removed again if it fails. Like a created chatbot, it starts inactive, with no
 * channel secrets and a webhook keyword of its own. Chatbot creation records no audit line; nor
 * does this.
 */
export async function importChatbotFile(
  services: Pick<Services, 'db' | 'files' | 'config'>,
  { workspaceId, file, name, type }: ChatbotImport,
): Promise<{ chatbotId: string; warnings: string[] }> {
  const checked = checkChatbotFile(file);
  const media = await storeImportedMedia(services, file.media, {
    workspaceId,
    avatarPath: file.chatbot.avatar,
  });
  const warnings = [...media.warnings];
  if (file.knowledge.length > 0)
    warnings.push(
      chatbotTransferMessages.knowledgeNotCopied({
        names: file.knowledge.map((knowledge) => `« ${knowledge.name} »`).join(', '),
      }),
    );

  const chatbotId = randomUUID();
  const idblocks = new Map(
    checked.map(({ block }) => [block.idblock, generateIdblock(block.name || block.category)]),
  );
  const change = { idblocks, oldChatbotId: oldChatbotIdOf(checked), newChatbotId: chatbotId };
  const rows = checked.map(({ block, flow }) => {
    const idblock = idblocks.get(block.idblock) ?? generateIdblock(block.category);
    const rewritten = relinkMedia(rewriteFlowReferences(flow, change) as Flow, media.links, warnings);
    return {
      chatbotId,
      idblock,
      blockname: block.name,
      type: KIND_OF_CATEGORY[block.category],
      category: block.category,
      assistantSwitch: block.assistant_switch,
      flow: regenerateChain(rewritten, chatbotId, idblock),
    };
  });
  if (!checked.some(({ block }) => block.category === 'commerce'))
    rows.push({
      chatbotId,
      idblock: generateIdblock(COMMERCE_BLOCK.category),
      blockname: COMMERCE_BLOCK.blockname,
      type: KIND_OF_CATEGORY.commerce,
      category: COMMERCE_BLOCK.category,
      assistantSwitch: false,
      flow: [],
    });

  const avatar = media.avatarKey ?? builtInAvatar(file.chatbot.avatar);
  try {
    await services.db.transaction(async (tx) => {
      await tx.insert(chatbots).values({
        id: chatbotId,
        workspaceId,
        botName: name || file.chatbot.name,
        type: type ?? file.chatbot.type,
        description: file.chatbot.description,
        catalogLink: file.chatbot.catalog_link,
        widgetLanguage: file.chatbot.widget_language,
        avatar,
        variables: file.variables,
        keywordWebhook: newWebhookKeyword(),
      });
      if (media.avatarKey) await attachStoredFile(tx, media.avatarKey, chatbotId);
      await tx.insert(blocks).values(rows);
    });
  } catch (error) {
    await removeImportedMedia(services, media.keys);
    throw error;
  }
  return { chatbotId, warnings: [...new Set(warnings)] };
}

/**
 * The exporting chatbot's id, read from its element ids (`chatbotId_blockId_type_random8`) so the
 * shared rewrite renames them; the chain is renumbered afterwards anyway.
 */
function oldChatbotIdOf(checked: readonly { flow: Flow }[]): string {
  for (const { flow } of checked)
    for (const element of flow) {
      const prefix = element.id_element?.split('_')[0];
      if (prefix && /^[0-9a-f-]{36}$/.test(prefix)) return prefix;
    }
  return randomUUID();
}

/** A built-in avatar ('/avatars/bot3.png') is the web app's; anything else not kept: the placeholder. */
function builtInAvatar(avatar: string): string {
  return /^\/avatars\/[\w-]+\.(png|jpe?g|svg)$/.test(avatar) ? avatar : CHATBOT_AVATAR_PLACEHOLDER;
}
