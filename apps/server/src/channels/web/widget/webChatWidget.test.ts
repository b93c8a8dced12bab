import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { messages as texts } from '@griot/contract/messages';
import { blocks } from '@griot/db/schema/blocks';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { buildChatbot, buildUser } from '../../../test/factories';
import { eventually } from '../../../test/webhookKit';

const server = useTestServer();
const WELCOME = 'Bienvenue chez Téranga Shop !\nVisitez https://teranga.example/boutique';

async function webBot(fields: Parameters<typeof buildChatbot>[2] = { type: 'web', status: 'active' }) {
  const s = server();
  const { workspaceId } = await buildUser(s.db);
  const chatbotId = await buildChatbot(s, workspaceId, fields);
  await s.db
    .update(blocks)
    .set({ flow: flowSchema.parse([{ type: 'text', message: WELCOME }]) })
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
  s.runtime.chatbots.forget(chatbotId);
  return chatbotId;
}

async function startSession(chatbotId: string, body: Record<string, unknown> = {}) {
  return server().app.inject({ method: 'POST', url: `/api/webchat/${chatbotId}/session`, payload: body });
}

describe('the web chat widget', () => {
  it('serves the loader as JavaScript, cached one hour', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/webchat/widget.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('document.currentScript');
    expect(response.body).toContain('Ouvrir la discussion');
    expect(response.body).toContain('/frame');
  });

  it('serves the chat page with a strict CSP, embeddable anywhere', async () => {
    const chatbotId = await webBot();
    const response = await server().app.inject({ method: 'GET', url: `/api/webchat/${chatbotId}/frame` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toContain('unsafe');
    expect(response.body).toContain('role="log"');
    expect(response.body).toContain('aria-live="polite"');
    expect(response.body).toContain('placeholder="Écrire un message..."');
    expect(response.body).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
    expect(Buffer.byteLength(response.body)).toBeLessThan(30 * 1024);
  });

  it('keeps X-Frame-Options on the rest of the API', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/webchat/widget.js' });
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 404 with a French page for an unknown or malformed chatbot id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-uuid']) {
      const response = await server().app.inject({ method: 'GET', url: `/api/webchat/${id}/frame` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Ce chatbot est introuvable');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('chats: session, text, and the welcome flow answers', async () => {
    const s = server();
    const chatbotId = await webBot();
    const started = await startSession(chatbotId);
    expect(started.statusCode).toBe(200);
    const { session, bot_name } = started.json<{
      session: { visitor_id: string; token: string };
      bot_name: string;
    }>();
    expect(bot_name).toBe('Téranga Bot');

    const sent = await s.app.inject({
      method: 'POST',
      url: `/api/webchat/${chatbotId}/messages`,
      payload: { ...session, event: { type: 'text', text: 'Bonjour' } },
    });
    expect(sent.statusCode).toBe(202);

    const query = `visitor_id=${encodeURIComponent(session.visitor_id)}&token=${encodeURIComponent(session.token)}`;
    const history = await eventually(async () => {
      const response = await s.app.inject({
        method: 'GET',
        url: `/api/webchat/${chatbotId}/messages?${query}`,
      });
      const list = response.json<{ messages: ChatMessage[] }>().messages;
      const hasWelcome = list.some(
        (m) => m.direction === 'out' && (m.content.element as { message?: string })?.message === WELCOME,
      );
      const hasVisitor = list.some((m) => m.direction === 'in' && m.content.text === 'Bonjour');
      return hasWelcome && hasVisitor ? list : undefined;
    });
    expect(history.length).toBeGreaterThanOrEqual(2);

    // A reload resumes the same visitor.
    const resumed = await startSession(chatbotId, session);
    expect(resumed.json<{ session: { visitor_id: string } }>().session.visitor_id).toBe(session.visitor_id);
  });

  it('refuses an inactive or non-web chatbot with the French message', async () => {
    const inactive = await webBot({ type: 'web', status: 'inactive' });
    const whatsapp = await webBot({ type: 'whatsapp' });
    for (const chatbotId of [inactive, whatsapp]) {
      const response = await startSession(chatbotId);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(texts.conversations.webChatUnavailable);
    }
  });

  it('refuses a wrong token with 401', async () => {
    const s = server();
    const chatbotId = await webBot();
    const { session } = (await startSession(chatbotId)).json<{
      session: { visitor_id: string; token: string };
    }>();
    const send = await s.app.inject({
      method: 'POST',
      url: `/api/webchat/${chatbotId}/messages`,
      payload: { visitor_id: session.visitor_id, token: 'faux', event: { type: 'text', text: 'Bonjour' } },
    });
    expect(send.statusCode).toBe(401);
    expect(send.json<{ message: string }>().message).toBe(texts.conversations.invalidWebChatSession);
    const history = await s.app.inject({
      method: 'GET',
      url: `/api/webchat/${chatbotId}/messages?visitor_id=${session.visitor_id}&token=faux`,
    });
    expect(history.statusCode).toBe(401);
  });
});
