import { chatbotIdParamSchema } from '@griot/contract/chatbots/chatbotSchemas';
import { messages } from '@griot/contract/messages';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../api/apiError';
import type { Services } from '../../api/appContext';
import { requestCallSession } from '../../api/requestSession';
import { sendApiError } from '../../api/sendApiError';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { exportChatbot, exportFileName, exportText } from './exportChatbot';

/**
 * GET /chatbots/{id}/export as a plain route: the procedure's answer is a File shown inline,
 * while the file must download (Content-Disposition: attachment). Same access rule
 * (`chatbotTransfer.export`, an editor) and ownership (another workspace's chatbot: 404). The file
 * is bounded by construction (20 MB at most: `exportChatbot`), so it is built whole, then sent.
 */
export function registerChatbotExport(api: FastifyInstance, services: Services): void {
  api.get<{ Params: { id: string } }>('/chatbots/:id/export', async (request, reply) => {
    try {
      const { workspace } = await requestCallSession(
        services.db,
        request.headers.authorization,
        'chatbotTransfer.export',
        { id: request.params.id },
      );
      const id = chatbotIdParamSchema.safeParse(request.params.id);
      if (!workspace || !id.success) throw apiError(404, messages.chatbots.notFound);
      const chatbot = await requireOwnedChatbot(services.db, workspace.id, id.data);
      const file = await exportChatbot(services, chatbot);
      const name = exportFileName(chatbot.botName);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"; filename*=utf-8''${name}`)
        .header('cache-control', 'no-store')
        .send(exportText(file));
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
  });
}
