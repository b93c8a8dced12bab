import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../test/factories';

const server = useTestServer();

async function webChatbot() {
  const { auth, workspaceId } = await buildAccount(server());
  const chatbotId = await buildChatbot(server(), workspaceId, { type: 'web', status: 'active' });
  return { chatbotId, auth };
}

const save = (chatbotId: string, auth: Record<string, string>, widget_language: unknown) =>
  server().app.inject({
    method: 'PUT',
    url: `/api/update/strong/chatbot/${chatbotId}`,
    headers: auth,
    payload: { widget_language },
  });

const read = async (chatbotId: string, auth: Record<string, string>) =>
  (
    await server().app.inject({ method: 'GET', url: `/api/get/strong/chatbot/${chatbotId}`, headers: auth })
  ).json().chatbot.widget_language;

const frame = (chatbotId: string, acceptLanguage?: string) =>
  server().app.inject({
    method: 'GET',
    url: `/api/webchat/${chatbotId}/frame`,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

/** The <html> tag the frame page opens with: its language and the chatbot's setting for the script. */
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe("the widget's language ('Langue du widget')", () => {
  it('is automatic for a new chatbot: the page in the browser’s language, else French', async () => {
    const { chatbotId, auth } = await webChatbot();
    expect(await read(chatbotId, auth)).toBe('auto');
    expect(htmlTag((await frame(chatbotId)).body)).toBe('<html lang="fr" data-widget-language="auto">');
    const spanish = await frame(chatbotId, 'es-MX,es;q=0.9,en;q=0.5');
    expect(htmlTag(spanish.body)).toBe('<html lang="es" data-widget-language="auto">');
    expect(spanish.body).toContain('<title>Chat</title>');
    expect(htmlTag((await frame(chatbotId, 'de-DE,de')).body)).toBe(
      '<html lang="fr" data-widget-language="auto">',
    );
  });

  it('is saved with the chatbot’s settings and fixes the web chat’s language, whatever the browser’s', async () => {
    const { chatbotId, auth } = await webChatbot();
    const saved = await save(chatbotId, auth, 'en');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().chatbot.widget_language).toBe('en');
    expect(await read(chatbotId, auth)).toBe('en');

    const page = await frame(chatbotId, 'fr-FR,fr');
    expect(page.statusCode).toBe(200);
    expect(htmlTag(page.body)).toBe('<html lang="en" data-widget-language="en">');
    expect(page.body).toContain('<title>Chat</title>');
    // The CSP hashes only the inlined script and style: the page's language leaves it valid.
    expect(String(page.headers['content-security-policy'])).toBe(
      String((await frame(chatbotId, 'es')).headers['content-security-policy']),
    );

    expect((await save(chatbotId, auth, 'auto')).statusCode).toBe(200);
    expect(htmlTag((await frame(chatbotId, 'es')).body)).toBe('<html lang="es" data-widget-language="auto">');
  });

  it('takes an unknown value as automatic, without an error', async () => {
    const { chatbotId, auth } = await webChatbot();
    await save(chatbotId, auth, 'es');
    for (const value of ['de', 'xx', 'x'.repeat(10_000), 42, null]) {
      const response = await save(chatbotId, auth, value);
      expect(response.statusCode, String(value).slice(0, 10)).toBe(200);
      expect(await read(chatbotId, auth)).toBe('auto');
      await save(chatbotId, auth, 'es');
    }
  });

  it('leaves the setting alone when a save does not name it', async () => {
    const { chatbotId, auth } = await webChatbot();
    await save(chatbotId, auth, 'es');
    const renamed = await server().app.inject({
      method: 'PUT',
      url: `/api/update/strong/chatbot/${chatbotId}`,
      headers: auth,
      payload: { bot_name: 'Awa Boutique' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await read(chatbotId, auth)).toBe('es');
  });

  it("cannot be changed on another account's chatbot (404, nothing saved)", async () => {
    const { chatbotId } = await webChatbot();
    const { auth: stranger } = await buildAccount(server());
    const response = await save(chatbotId, stranger, 'es');
    expect(response.statusCode).toBe(404);
    const [row] = await server()
      .db.select({ widgetLanguage: chatbots.widgetLanguage })
      .from(chatbots)
      .where(eq(chatbots.id, chatbotId));
    expect(row?.widgetLanguage).toBe('auto');
  });

  it('writes the not-found page in the browser’s language', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const english = await frame(unknown, 'en-US,en;q=0.9');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('This chatbot could not be found.');
    expect((await frame('pas-un-uuid', 'es')).body).toContain('No encontramos este chatbot.');
    expect((await frame(unknown, 'xx, de;q=0.8')).body).toContain('Ce chatbot est introuvable');
  });
});
