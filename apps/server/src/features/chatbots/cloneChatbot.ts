import { generateIdblock } from '@griot/contract/flows/idblock';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import type { Services } from '../../api/appContext';
import { newFileKey } from '../../lib/fileStorage';
import { newWebhookKeyword } from './createChatbot';
import type { ChatbotRow } from './requireOwnedChatbot';
import { rewriteFlowReferences } from './rewriteFlowReferences';
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
  const avatar = await copyAvatar(files, source.avatar);
  try {
    return await db.transaction(async (tx) => {
      const { id: _id, createdAt: _created, updatedAt: _updated, ...settings } = source;
      const [copy] = await tx
        .insert(chatbots)
        .values({ ...settings, botName: newName, avatar, keywordWebhook: newWebhookKeyword() })
        .returning({ id: chatbots.id });
      if (!copy) throw new Error('chatbot copy returned nothing');

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
            jarvis: block.jarvis,
            flow: rewriteFlowReferences(block.flow, change),
          })),
        );
      }
      return copy.id;
    });
  } catch (error) {
    await removeAvatar(files, avatar);
    throw error;
  }
}

async function copyAvatar(files: Services['files'], avatar: string): Promise<string> {
  if (!avatar.startsWith('avatars/')) return avatar;
  const key = newFileKey('avatars', avatar.split('.').pop() ?? 'png');
  await files.save(key, await files.read(avatar));
  return key;
}
