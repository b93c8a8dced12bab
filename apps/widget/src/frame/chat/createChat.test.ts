import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type WebChatApi } from '../api/webChatApi';
import type { ChatMessage, VisitorSession } from '../api/wireTypes';
import { FakeEventSource } from '../test/fakeEventSource';
import { bubbleTexts, framePage } from '../test/framePage';
import { createChat } from './createChat';
import type { VisitorStorage } from './visitorStorage';

const BOT = '0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10';
const VISITOR: VisitorSession = { visitor_id: 'visitor-1', token: 'signed-1' };
const WELCOME: ChatMessage = {
  id: 'm1',
  direction: 'out',
  type: 'text',
  content: { element: { type: 'text', message: 'Bienvenue chez Awa !' } },
  status: 'sent',
  error: null,
  agent_id: null,
  created_at: '2026-03-01T10:00:01.000Z',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeApi() {
  return {
    startSession: vi.fn<WebChatApi['startSession']>(async () => ({
      success: true as const,
      session: VISITOR,
      bot_name: 'Awa Boutique',
      avatar: '',
    })),
    history: vi.fn<WebChatApi['history']>(async () => ({ success: true as const, messages: [WELCOME] })),
    send: vi.fn<WebChatApi['send']>(async () => ({ success: true })),
    eventsUrl: (session: VisitorSession) => `/events?visitor_id=${session.visitor_id}`,
  };
}

function memoryStorage(
  initial: VisitorSession | null = null,
): VisitorStorage & { value: VisitorSession | null } {
  const storage = {
    value: initial,
    read: () => storage.value,
    write: (session: VisitorSession | null) => {
      storage.value = session;
    },
  };
  return storage;
}

async function started(stored: VisitorSession | null = null) {
  const page = framePage();
  const api = fakeApi();
  const storage = memoryStorage(stored);
  const chat = createChat(BOT, page, { api, storage });
  await chat.start();
  return { page, api, storage, chat };
}

describe('the chat', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.instances.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts a new visitor: session kept, bot named, composer on, welcome awaited, stream opened', async () => {
    const { page, api, storage } = await started();
    expect(api.startSession).toHaveBeenCalledWith(null);
    expect(storage.value).toEqual(VISITOR);
    expect(page.name.textContent).toBe('Awa Boutique');
    expect([page.input.disabled, page.sendButton.disabled]).toEqual([false, false]);
    expect(bubbleTexts(page.log)).toEqual(['…']);
    expect(FakeEventSource.last().url).toBe('/events?visitor_id=visitor-1');

    FakeEventSource.last().open();
    await settle();
    expect(api.history).toHaveBeenCalledWith(VISITOR);
    expect(bubbleTexts(page.log)).toEqual(['Bienvenue chez Awa !']);
    FakeEventSource.last().push(WELCOME);
    FakeEventSource.last().push('pas du JSON');
    expect(bubbleTexts(page.log)).toEqual(['Bienvenue chez Awa !']);
  });

  it('resumes a returning visitor without the typing dots', async () => {
    const { page, api } = await started(VISITOR);
    expect(api.startSession).toHaveBeenCalledWith(VISITOR);
    expect(bubbleTexts(page.log)).toEqual([]);
  });

  it("says why it cannot start: the API's message, else a generic one", async () => {
    const page = framePage();
    const api = fakeApi();
    api.startSession.mockRejectedValueOnce(
      new ApiError('x', 403, "Ce chatbot n'est pas disponible sur le web."),
    );
    await createChat(BOT, page, { api, storage: memoryStorage() }).start();
    expect(page.status.textContent).toBe("Ce chatbot n'est pas disponible sur le web.");
    expect(page.input.disabled).toBe(true);

    api.startSession.mockRejectedValueOnce(new ApiError('network', 0));
    await createChat(BOT, page, { api, storage: memoryStorage() }).start();
    expect(page.status.textContent).toBe(
      'La discussion est indisponible pour le moment. Réessayez plus tard.',
    );
  });

  it('sends what the visitor types, shown at once as pending', async () => {
    const { page, api, chat } = await started(VISITOR);
    page.input.value = '  Merci beaucoup ';
    await chat.submitInput();
    expect(api.send).toHaveBeenCalledWith(VISITOR, { type: 'text', text: 'Merci beaucoup' });
    expect(page.input.value).toBe('');
    expect(bubbleTexts(page.log)).toEqual(['Merci beaucoup', '…']);
    expect(page.log.querySelectorAll('.msg.pending')).toHaveLength(1);
    expect(document.activeElement).toBe(page.input);
  });

  it('gives the text back when it could not be sent', async () => {
    const { page, api, chat } = await started(VISITOR);
    api.send.mockRejectedValueOnce(new ApiError('HTTP 500', 500));
    page.input.value = 'Bonjour';
    await chat.submitInput();
    expect(page.status.textContent).toBe('Message non envoyé. Réessayez.');
    expect(page.input.value).toBe('Bonjour');
    expect(bubbleTexts(page.log)).toEqual([]);
  });

  it('closes the composer when the chatbot stopped answering on the web (403)', async () => {
    const { page, api, chat } = await started(VISITOR);
    api.send.mockRejectedValueOnce(new ApiError('x', 403, "Ce chatbot n'est pas disponible sur le web."));
    page.input.value = 'Bonjour';
    await chat.submitInput();
    expect(page.status.textContent).toBe("Ce chatbot n'est pas disponible sur le web.");
    expect(page.input.disabled).toBe(true);
  });

  it('starts over once when the stored session is refused (401), then gives up', async () => {
    const { page, api, storage } = await started(VISITOR);
    api.history.mockRejectedValue(
      new ApiError('x', 401, 'Session de discussion invalide : rechargez la page.'),
    );
    FakeEventSource.last().open();
    await settle();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    expect(api.startSession).toHaveBeenLastCalledWith(null);
    expect(storage.value).toEqual(VISITOR);
    expect(page.status.textContent).toBe('');

    FakeEventSource.last().open();
    await settle();
    expect(api.startSession).toHaveBeenCalledTimes(2);
    expect(page.status.textContent).toBe('Session de discussion invalide : rechargez la page.');
    expect(page.input.disabled).toBe(true);
  });

  it("sends a list's chosen row", async () => {
    const { page, api, chat } = await started(VISITOR);
    chat.sheet.open(
      { type: 'list', action: { button: 'Rayons', sections: [{ rows: [{ id: 'r1', title: 'Boubous' }] }] } },
      page.input,
    );
    page.sheet.querySelector<HTMLButtonElement>('button.row')!.click();
    expect(api.send).toHaveBeenCalledWith(VISITOR, { type: 'list', id: 'r1', title: 'Boubous' });
    expect(bubbleTexts(page.log)[0]).toBe('Boubous');
  });

  it("sends the visitor's position, or says it cannot", async () => {
    const { page, api } = await started(VISITOR);
    api.history.mockResolvedValueOnce({
      success: true,
      messages: [{ ...WELCOME, content: { element: { type: 'location_request_message', message: 'Où ?' } } }],
    });
    FakeEventSource.last().open();
    await settle();
    const ask = () => page.log.querySelector<HTMLButtonElement>('.actions button')!.click();

    vi.stubGlobal('navigator', { geolocation: undefined });
    ask();
    expect(page.status.textContent).toBe("La localisation n'est pas disponible sur cet appareil.");

    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
      failure?.({ code: 1 } as GeolocationPositionError);
      success({ coords: { latitude: 14.69, longitude: -17.44 } } as GeolocationPosition);
    });
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    ask();
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: false,
      timeout: 15000,
      maximumAge: 60000,
    });
    expect(api.send).toHaveBeenCalledWith(VISITOR, { type: 'location', latitude: 14.69, longitude: -17.44 });
    expect(bubbleTexts(page.log)).toContain('📍 Position partagée');
  });

  it('takes the focus once the loader says the panel is open', async () => {
    const page = framePage();
    const chat = createChat(BOT, page, { api: fakeApi(), storage: memoryStorage() });
    chat.markOpened();
    expect(document.activeElement).not.toBe(page.input);
    await chat.start();
    expect(document.activeElement).toBe(page.input);
  });
});
