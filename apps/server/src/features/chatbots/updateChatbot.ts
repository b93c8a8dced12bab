import type { ChatbotUpdateFields } from '@griot/contract/chatbots/chatbotSchemas';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { encryptSecret } from '../../lib/secretBox';
import { chatbotColumns } from './chatbotColumns';

/**
 * Applies the given fields to an owned chatbot. The access token and the app secret are
 * write-only: a value replaces the stored one (encrypted), '' removes it, absent keeps it.
 */
export async function updateChatbot(
  db: Database,
  secretKey: Buffer,
  chatbotId: string,
  fields: ChatbotUpdateFields & { avatar?: string },
): Promise<ChatbotRow> {
  const accessToken =
    fields.access_token === undefined
      ? {}
      : {
          accessTokenEncrypted:
            fields.access_token === '' ? null : encryptSecret(secretKey, fields.access_token),
        };
  const appSecret =
    fields.app_secret === undefined
      ? {}
      : { appSecretEncrypted: fields.app_secret === '' ? null : encryptSecret(secretKey, fields.app_secret) };
  const [updated] = await db
    .update(chatbots)
    .set({
      ...chatbotColumns(fields),
      avatar: fields.avatar,
      ...accessToken,
      ...appSecret,
      updatedAt: new Date(),
    })
    .where(eq(chatbots.id, chatbotId))
    .returning();
  if (!updated) throw new Error(`chatbot ${chatbotId} vanished during its update`);
  return updated;
}
