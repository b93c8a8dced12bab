import { generateIdblock } from '@griot/contract/flows/idblock';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import type { Services } from '../../api/appContext';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { rewriteFlowReferences } from '../../domain/chatbots/rewriteFlowReferences';
import { newFileKey } from '../../lib/files/fileStorage';
import { attachStoredFile, saveStoredFile } from '../../lib/files/storedFiles';
import { newWebhookKeyword } from './createChatbot';
import { removeAvatar } from './storeAvatar';

/**
 * Copies a chatbot with its settings, variables and blocks under new ids, in one transaction.
 * The copied flows point at the copied blocks; end-users and conversations stay with the original.
 * The avatar file is copied too, so deleting one chatbot never breaks the other's picture.
 */
export async function cloneChatbot(
  { db, files }: Services,
  source: ChatbotRow,
  newName: string,
): Promise<string> {
  const avatar = await copyAvatar({ db, files }, source);
  try {
    return await db.transaction(async (tx) => {
      const { id: _id, createdAt: _created, updatedAt: _updated, ...settings } = source;
      const [copy] = await tx
        .insert(chatbots)
        .values({ ...settings, botName: newName, avatar, keywordWebhook: newWebhookKeyword() })
        .returning({ id: chatbots.id });
      if (!copy) throw new Error('chatbot copy returned nothing');
      if (avatar !== source.avatar) await attachStoredFile(tx, avatar, copy.id);

      const sourceBlocks = await tx.select().from(blocks).where(eq(blocks.chatbotId, source.id));
      const idblocks = new Map(
        sourceBlocks.map((block) => [block.idblock, generateIdblock(block.blockname || block.idblock)]),
      );
      const change = { idblocks, oldChatbotId: source.id, newChatbotId: copy.id };
      if (sourceBlocks.length > 0) {
        await tx.insert(blocks).values(
          sourceBlocks.map((block) => ({
            chatbotId: copy.id,
            idblock: idblocks.get(block.idblock) ?? generateIdblock(block.idblock),
            blockname: block.blockname,
            type: block.type,
            category: block.category,
            assistantSwitch: block.assistantSwitch,
            flow: rewriteFlowReferences(block.flow, change),
          })),
        );
      }
      return copy.id;
    });
  } catch (error) {
    if (avatar !== source.avatar) await removeAvatar({ db, files }, avatar);
    throw error;
  }
}

async function copyAvatar(
  { db, files }: Pick<Services, 'db' | 'files'>,
  source: ChatbotRow,
): Promise<string> {
  const avatar = source.avatar;
  if (!avatar.startsWith('avatars/')) return avatar;
  const key = newFileKey('avatars', avatar.split('.').pop() ?? 'png');
  await saveStoredFile(db, files, key, await files.read(avatar), {
    workspaceId: source.workspaceId,
    kind: 'chatbot_avatar',
  });
  return key;
}
