import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './test/fakeEventSource';
import { bubbleTexts, framePage } from './test/framePage';

const BOT = '0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Opening = {
  /** The chatbot's 'Langue du widget', as the server writes it on <html>. */
  setting?: string;
  /** The visitor's browser languages (navigator.languages). */
  languages: string[];
  chatbotId?: string;
  /** The session start fails (the network), instead of answering. */
  offline?: boolean;
};

/** The chat page as the server serves it, its script run (a fresh copy of every module). */
async function openFrame({ setting, languages, chatbotId = BOT, offline = false }: Opening) {
  const page = framePage();
  if (setting) document.documentElement.setAttribute('data-widget-language', setting);
  window.history.replaceState(null, '', `/api/webchat/${chatbotId}/frame`);
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  const fetch = vi.fn<typeof window.fetch>(async (url) => {
    if (offline) throw new TypeError('Failed to fetch');
    const body = String(url).endsWith('/session')
      ? { success: true, session: { visitor_id: 'v1', token: 't1' }, bot_name: 'Awa', avatar: '' }
      : { success: true, messages: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  // Fresh modules: the fresh catalogue registry needs the test's ICU compiler again.
  await import('@griot/i18n/runtimeCompiler');
  await import('./widgetFrame');
  // The script's first step: its language (the catalogue's import), then <html lang>.
  await vi.waitFor(() => expect(document.documentElement.lang).not.toBe(''));
  await settle();
  return { page, fetch };
}

/** A message of the bot, pushed by the live stream. */
function botSays(element: Record<string, unknown>, id = 'm1'): void {
  FakeEventSource.last().push({
    id,
    direction: 'out',
    content: { element },
    created_at: '2026-03-01T10:00:01Z',
  });
}

describe('the chat page speaks the visitor’s language', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.instances.length = 0;
    document.documentElement.removeAttribute('data-widget-language');
    document.documentElement.lang = '';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('in English for an English browser, the chatbot leaving it automatic', async () => {
    const { page, fetch } = await openFrame({ setting: 'auto', languages: ['en-US', 'en'] });
    expect(document.documentElement.lang).toBe('en');
    expect(page.input.placeholder).toBe('Type a message...');
    expect(page.sendButton.textContent).toBe('Send');
    expect(page.log.getAttribute('aria-label')).toBe('Chat messages');
    expect(page.close.getAttribute('aria-label')).toBe('Close chat');
    expect(document.querySelector('label[for="input"]')?.textContent).toBe('Your message');
    // A new visitor: the welcome is on its way.
    expect(page.log.querySelector('.typing')?.getAttribute('aria-label')).toBe('The bot is typing…');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('accept-language')).toBe('en');

    botSays({ type: 'list', interactive: { action: { sections: [] } } });
    botSays({ type: 'document', link: 'https://cdn.example/' }, 'm2');
    expect(bubbleTexts(page.log)).toEqual([' | ☰ See options', '📄Document']);
    expect(page.log.querySelector('a.doc')?.getAttribute('aria-label')).toBe('Open document Document');
  });

  it('in Spanish for a Spanish browser (its first language of ours)', async () => {
    const { page } = await openFrame({ languages: ['de-DE', 'es-MX', 'en'] });
    expect(document.documentElement.lang).toBe('es');
    expect(page.input.placeholder).toBe('Escribe un mensaje...');
    expect(page.sendButton.textContent).toBe('Enviar');
    botSays({ type: 'location_request_message', message: '¿Dónde estás?' });
    expect(page.log.querySelector('.actions button')?.textContent).toBe('📍 Enviar mi ubicación');
  });

  it('in French when the browser prefers none of our languages', async () => {
    const { page } = await openFrame({ setting: 'auto', languages: ['de-DE', 'it'] });
    expect(document.documentElement.lang).toBe('fr');
    expect(page.input.placeholder).toBe('Écrire un message...');
  });

  it('in the language the chatbot fixes, whatever the browser’s: Spanish', async () => {
    const { page, fetch } = await openFrame({ setting: 'es', languages: ['en-US', 'fr'], offline: true });
    expect(document.documentElement.lang).toBe('es');
    expect(page.input.placeholder).toBe('Escribe un mensaje...');
    expect(page.close.getAttribute('aria-label')).toBe('Cerrar el chat');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('accept-language')).toBe('es');
    expect(page.status.textContent).toBe('El chat no está disponible en este momento. Inténtalo más tarde.');
  });

  it('in the language the chatbot fixes, whatever the browser’s: English', async () => {
    const { page } = await openFrame({ setting: 'en', languages: ['es-ES', 'fr-FR'] });
    expect(document.documentElement.lang).toBe('en');
    expect(page.sendButton.textContent).toBe('Send');
    botSays({ type: 'image', link: 'https://cdn.example/boubou.jpg' });
    expect(page.log.querySelector('a')?.getAttribute('aria-label')).toBe('Open image');
    expect(page.log.querySelector('img')?.alt).toBe('Image');
  });

  it('an unknown setting counts as automatic', async () => {
    const { page } = await openFrame({ setting: 'de', languages: ['en-GB'] });
    expect(document.documentElement.lang).toBe('en');
    expect(page.input.placeholder).toBe('Type a message...');
  });

  it('says in the visitor’s language that the chatbot id is wrong', async () => {
    const { page, fetch } = await openFrame({ languages: ['en'], chatbotId: 'not-an-id' });
    expect(page.status.textContent).toBe('Chatbot not found');
    expect(fetch).not.toHaveBeenCalled();
  });
});
