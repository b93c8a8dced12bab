import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../../../api/appContext';
import { isUuid } from '../../../lib/isUuid';
import { pageLanguage, widgetFrameCsp, widgetFrameNotFound, widgetFramePage } from './widgetFrame';
import { WIDGET_SCRIPT, WIDGET_SCRIPT_CACHE } from './widgetScript';

/**
 * The embeddable web chat: GET /api/webchat/widget.js (the loader a site includes with one script
 * tag) and GET /api/webchat/{chatbotId}/frame (the chat page the loader opens in an iframe, in the
 * chatbot's 'Langue du widget' or the visitor's).
 */
export function registerWebChatWidget(api: FastifyInstance, services: Services): void {
  const csp = widgetFrameCsp(services.config.publicUrl);

  api.get('/webchat/widget.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', WIDGET_SCRIPT_CACHE)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(WIDGET_SCRIPT),
  );

  api.get<{ Params: { chatbotId: string } }>(
    '/webchat/:chatbotId/frame',
    {
      // The server denies framing everywhere else (X-Frame-Options DENY, set by an earlier
      // onSend hook): this page is meant to be framed by any site, the CSP's frame-ancestors says so.
      onSend: async (_request, reply) => {
        reply.removeHeader('X-Frame-Options');
      },
    },
    async (request, reply) => {
      const { chatbotId } = request.params;
      const [chatbot] = isUuid(chatbotId)
        ? await services.db
            .select({ id: chatbots.id, widgetLanguage: chatbots.widgetLanguage })
            .from(chatbots)
            .where(eq(chatbots.id, chatbotId))
        : [];
      const acceptLanguage = request.headers['accept-language'];
      if (!chatbot)
        return sendFrame(reply.code(404), csp, widgetFrameNotFound(pageLanguage(undefined, acceptLanguage)));
      const language = pageLanguage(chatbot.widgetLanguage, acceptLanguage);
      return sendFrame(reply, csp, widgetFramePage(language, chatbot.widgetLanguage));
    },
  );
}

function sendFrame(reply: FastifyReply, csp: string, html: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', csp)
    .header('Cache-Control', 'no-cache')
    .send(html);
}
