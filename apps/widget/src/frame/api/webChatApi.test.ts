import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createWebChatApi } from './webChatApi';

const BOT = '0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10';
const SESSION = { visitor_id: 'v 1', token: 't&k' };

function answer(status: number, body: string) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("the web chat's calls", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('start a session with the stored one (or none), without cookies', async () => {
    const fetch = answer(
      200,
      JSON.stringify({ success: true, session: SESSION, bot_name: 'Awa', avatar: '' }),
    );
    const api = createWebChatApi(BOT);
    expect((await api.startSession(SESSION)).bot_name).toBe('Awa');
    await api.startSession(null);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/webchat/${BOT}/session`);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(SESSION),
    });
    expect(fetch.mock.calls[1]![1]?.body).toBe('{}');
  });

  it('read the history and send events with the session in the query or the body', async () => {
    const fetch = answer(200, JSON.stringify({ success: true, messages: [] }));
    const api = createWebChatApi(BOT);
    await api.history(SESSION);
    await api.send(SESSION, { type: 'text', text: 'Bonjour' });
    expect(fetch.mock.calls[0]![0]).toBe(`/api/webchat/${BOT}/messages?visitor_id=v%201&token=t%26k`);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', headers: { accept: 'application/json' } });
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      ...SESSION,
      event: { type: 'text', text: 'Bonjour' },
    });
    expect(api.eventsUrl(SESSION)).toBe(`/api/webchat/${BOT}/events?visitor_id=v%201&token=t%26k`);
  });

  it("fail with the status and the API's French message", async () => {
    answer(403, JSON.stringify({ success: false, message: "Ce chatbot n'est pas disponible sur le web." }));
    const refused = await failure(createWebChatApi(BOT).startSession(null));
    expect(refused.status).toBe(403);
    expect(refused.apiMessage).toBe("Ce chatbot n'est pas disponible sur le web.");

    answer(502, '<html>Bad gateway</html>');
    const proxy = await failure(createWebChatApi(BOT).startSession(null));
    expect(proxy.message).toBe('HTTP 502');
    expect(proxy.apiMessage).toBe('');
  });

  it('fail with status 0 when the network does', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(createWebChatApi(BOT).history(SESSION));
    expect(error.status).toBe(0);
    expect(error.apiMessage).toBe('');
  });
});
