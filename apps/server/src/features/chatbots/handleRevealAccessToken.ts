import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { decryptSecret } from '../../lib/secretBox';

/** GET /strong/chatbot/{id}/access-token: the settings screen's explicit "Afficher". */
export const handleRevealAccessToken = workspaceProcedures.chatbots.revealAccessToken.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const accessToken = chatbot.accessTokenEncrypted
      ? decryptSecret(context.config.secretKey, chatbot.accessTokenEncrypted)
      : '';
    return { success: true, access_token: accessToken };
  },
);
