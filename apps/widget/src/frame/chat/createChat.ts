import { createLiveStream } from '../api/liveStream';
import { ApiError, createWebChatApi, type WebChatApi } from '../api/webChatApi';
import type { ChatUserEvent, SessionStart, VisitorSession } from '../api/wireTypes';
import { choiceEvent } from '../elements/elementActions';
import { frameTexts } from '../frameTexts';
import { showBot } from '../view/botHeader';
import { createListSheet } from '../view/listSheet';
import { createMessageLog } from '../view/messageLog';
import { createMessageFeed } from './messageFeed';
import { createVisitorStorage, type VisitorStorage } from './visitorStorage';

const t = frameTexts.chat;

/** The chat page's elements (see the page the server serves). */
export type ChatElements = {
  log: HTMLElement;
  input: HTMLInputElement;
  sendButton: HTMLButtonElement;
  status: HTMLElement;
  sheet: HTMLElement;
  name: HTMLElement;
  avatar: HTMLElement;
};

export type ChatServices = { api: WebChatApi; storage: VisitorStorage };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
const apiMessageOf = (error: unknown) => (error instanceof ApiError ? error.apiMessage : '');

/**
 * One visitor's conversation with a chatbot: opens or resumes the session, follows the live
 * stream (catching up from the history at each connection) and sends what the visitor types or
 * taps. A session refused as invalid (401) is forgotten and started over, once.
 */
export function createChat(
  chatbotId: string,
  elements: ChatElements,
  { api, storage }: ChatServices = {
    api: createWebChatApi(chatbotId),
    storage: createVisitorStorage(chatbotId),
  },
) {
  const { input, sendButton, status } = elements;
  const log = createMessageLog(elements.log);
  let session: VisitorSession | null = null;
  let restarted = false;
  /** The loader said the panel is open: the input takes the focus as soon as it can. */
  let opened = false;

  const sheet = createListSheet(
    elements.sheet,
    (row) => void send(choiceEvent('list', row), row.title || ''),
  );
  const feed = createMessageFeed(log, {
    send: (event, label) => void send(event, label),
    sendLocation,
    openList: sheet.open,
    followImage: log.followImage,
  });
  const stream = createLiveStream(() => api.eventsUrl(session!), {
    onOpen: () => void loadHistory(),
    onMessage: (data) => {
      try {
        feed.add(JSON.parse(data));
      } catch {
        // Not a message.
      }
    },
    wanted: () => session !== null,
  });

  function setEnabled(enabled: boolean): void {
    input.disabled = !enabled;
    sendButton.disabled = !enabled;
  }

  function unavailable(message?: string): void {
    status.textContent = message || t.unavailable;
    setEnabled(false);
    log.hideTyping();
  }

  function restart(): void {
    if (restarted) {
      unavailable(t.sessionInvalid);
      return;
    }
    restarted = true;
    storage.write(null);
    stream.close();
    session = null;
    void start();
  }

  async function loadHistory(): Promise<void> {
    if (!session) return;
    try {
      const { messages } = await api.history(session);
      const allNew = feed.allNew(messages);
      for (const message of messages) feed.add(message);
      if (allNew) log.scrollDown();
    } catch (error) {
      if (statusOf(error) === 401) restart();
      else if (statusOf(error) === 403) unavailable(apiMessageOf(error));
    }
  }

  async function send(event: ChatUserEvent, label: string): Promise<boolean> {
    if (!session) return false;
    status.textContent = '';
    const bubble = feed.addPending(label);
    log.showTyping();
    try {
      await api.send(session, event);
      return true;
    } catch (error) {
      feed.dropPending(bubble);
      log.hideTyping();
      if (statusOf(error) === 403 && apiMessageOf(error)) unavailable(apiMessageOf(error));
      else if (statusOf(error) === 401) restart();
      else status.textContent = t.sendFailed;
      return false;
    }
  }

  function sendLocation(): void {
    status.textContent = '';
    const geolocation = navigator.geolocation;
    if (!geolocation) {
      status.textContent = t.noGeolocation;
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        void send(
          { type: 'location', latitude: position.coords.latitude, longitude: position.coords.longitude },
          t.locationShared,
        ),
      () => {
        status.textContent = t.positionFailed;
      },
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 60000 },
    );
  }

  async function start(): Promise<void> {
    const stored = storage.read();
    let data: SessionStart;
    try {
      data = await api.startSession(stored);
    } catch (error) {
      return unavailable(apiMessageOf(error) || t.startFailed);
    }
    session = data.session;
    storage.write(session);
    showBot(elements.name, elements.avatar, data.bot_name, data.avatar);
    setEnabled(true);
    if (opened) input.focus();
    // A new conversation: the welcome flow is on its way.
    if (!stored || stored.visitor_id !== session.visitor_id) log.showTyping();
    stream.connect();
  }

  /** The composer's text, sent; given back to the input when it could not be. */
  async function submitInput(): Promise<void> {
    const text = input.value.trim();
    if (!text || !session) return;
    input.value = '';
    const sent = await send({ type: 'text', text }, text);
    if (!sent && !input.value) input.value = text;
    input.focus();
  }

  function markOpened(): void {
    opened = true;
    if (!input.disabled) input.focus();
  }

  return { start, unavailable, submitInput, markOpened, sheet };
}
export type Chat = ReturnType<typeof createChat>;
