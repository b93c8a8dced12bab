import './widgetFrame.css';
import { type FrameSignal, signalOf } from '../shared/frameSignals';
import { createChat } from './chat/createChat';
import { frameLanguage, pickWidgetLanguage, speak } from './frameLanguage';
import { frameTexts } from './frameTexts';
import { showPageTexts } from './view/pageTexts';

/*
 * The web chat page inside the widget's iframe (/api/webchat/<chatbotId>/frame), also usable on its
 * own, full page. The server serves the page's elements (widgetFrameBody.ts) with this
 * script and its style inlined under a hash-based CSP, and the chatbot's 'Langue du widget' on
 * <html data-widget-language>.
 */

const CHATBOT_ID = /^[0-9a-f-]{36}$/i;

function element<Type extends HTMLElement>(id: string): Type {
  return document.getElementById(id) as Type;
}

async function startFrame(): Promise<void> {
  const setting = document.documentElement.getAttribute('data-widget-language');
  await speak(pickWidgetLanguage(setting, navigator.languages || [navigator.language]));
  showPageTexts();

  const chatbotId = decodeURIComponent(window.location.pathname.split('/')[3] || '');
  const embedded = window.parent !== window;
  const tellLoader = (griot: FrameSignal['griot']) =>
    window.parent.postMessage({ griot, language: frameLanguage() } satisfies FrameSignal, '*');

  const input = element<HTMLInputElement>('input');
  const chat = createChat(chatbotId, {
    log: element('log'),
    input,
    sendButton: element<HTMLButtonElement>('send'),
    status: element('status'),
    sheet: element('sheet'),
    name: element('name'),
    avatar: element('avatar'),
  });

  element('composer').addEventListener('submit', (event) => {
    event.preventDefault();
    void chat.submitInput();
  });
  const closeButton = element('close');
  if (embedded) {
    closeButton.hidden = false;
    closeButton.addEventListener('click', () => tellLoader('close'));
  }
  document.addEventListener('keydown', (event) => {
    // i18n-exempt: key names
    if (event.key !== 'Escape' && event.key !== 'Esc') return;
    if (chat.sheet.isOpen()) chat.sheet.close();
    else if (embedded) tellLoader('close');
  });
  window.addEventListener('message', (event) => {
    if (event.source === window.parent && signalOf(event.data) === 'opened') chat.markOpened();
  });
  if (embedded) tellLoader('ready');

  if (!CHATBOT_ID.test(chatbotId)) chat.unavailable(frameTexts.chat.chatbotNotFound);
  else void chat.start();
}

void startFrame();
