import type { ChatbotCreateFields } from '@griot/contract/chatbots/chatbotSchemas';
import { CHATBOT_AVATAR_PLACEHOLDER } from '@griot/contract/constants';
import { chatbots } from '@griot/db/schema/chatbots';
import type { Services } from '../../api/appContext';
import { newWebhookKeyword } from '../../domain/chatbots/newWebhookKeyword';
import { attachStoredFile } from '../../lib/files/storedFiles';
import { encryptSecret } from '../../lib/secretBox';
import { chatbotColumns } from './chatbotColumns';
import { createMainBlocks } from './mainBlocks';
import { removeAvatar, storeAvatar } from './storeAvatar';

/**
 * Creates a chatbot with its three main blocks and its avatar, as one unit: the rows in one
 * transaction, and the stored avatar file removed again if the transaction fails.
 */
export async function createChatbot(
  { db, files, config }: Pick<Services, 'db' | 'files' | 'config'>,
  workspaceId: string,
  fields: ChatbotCreateFields,
  avatarFile: File | undefined,
): Promise<string> {
  const avatar = avatarFile
    ? await storeAvatar({ db, files }, avatarFile, { workspaceId })
    : CHATBOT_AVATAR_PLACEHOLDER;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chatbots)
        .values({
          workspaceId,
          ...chatbotColumns(fields),
          botName: fields.bot_name,
          avatar,
          keywordWebhook: newWebhookKeyword(),
          accessTokenEncrypted: fields.access_token
            ? encryptSecret(config.secretKey, fields.access_token)
            : null,
          appSecretEncrypted: fields.app_secret ? encryptSecret(config.secretKey, fields.app_secret) : null,
        })
        .returning({ id: chatbots.id });
      if (!created) throw new Error('chatbot insert returned nothing');
      if (avatarFile) await attachStoredFile(tx, avatar, created.id);
      await createMainBlocks(tx, created.id, fields.bot_name);
      return created.id;
    });
  } catch (error) {
    await removeAvatar({ db, files }, avatar);
    throw error;
  }
}

// Shared with the clone and the import (domain/chatbots).
export { newWebhookKeyword };
