import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWebChat } from './mountWebChat';

const ORIGIN = 'https://griot.example';
const FRAME_URL = `${ORIGIN}/api/webchat/0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10/frame`;

function smallScreen(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
  }));
}

function mount() {
  mountWebChat({ chatbotId: 'x', origin: ORIGIN, frameUrl: FRAME_URL, color: '#ff6600' });
  const launcher = document.querySelector('button')!;
  const frame = () => document.querySelector('iframe');
  return { launcher, frame };
}

/** A postMessage from the chat page (the frame's window, Griot's origin). */
function fromFrame(frame: HTMLIFrameElement, griot: string, origin = ORIGIN): void {
  window.dispatchEvent(new MessageEvent('message', { data: { griot }, origin, source: frame.contentWindow }));
}

const style = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);

describe('the loader on the host page', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    smallScreen(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a launcher, and the iframe only when first opened', () => {
    const { launcher, frame } = mount();
    expect(launcher.getAttribute('aria-label')).toBe('Ouvrir la discussion');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    expect(style(launcher, 'background')).toContain('rgb(255, 102, 0)');
    expect(launcher.style.getPropertyPriority('position')).toBe('important');
    expect(frame()).toBeNull();

    launcher.click();
    const opened = frame()!;
    expect(opened.src).toBe(FRAME_URL);
    expect(opened.title).toBe('Discussion');
    expect(opened.getAttribute('allow')).toBe('geolocation');
    expect(style(opened, 'display')).toBe('block');
    expect(style(opened, 'width')).toBe('380px');
    expect(style(opened, 'height')).toBe('560px');
    expect(launcher.getAttribute('aria-label')).toBe('Fermer la discussion');
    expect(launcher.getAttribute('aria-expanded')).toBe('true');

    launcher.click();
    expect(style(opened, 'display')).toBe('none');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(launcher.getAttribute('aria-label')).toBe('Ouvrir la discussion');
  });

  it('closes on Escape and gives the focus back to the launcher', () => {
    const { launcher, frame } = mount();
    launcher.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(style(frame()!, 'display')).toBe('none');
    expect(document.activeElement).toBe(launcher);
  });

  it("closes on the chat page's signal, from Griot's origin only", () => {
    const { launcher, frame } = mount();
    launcher.click();
    fromFrame(frame()!, 'close', 'https://evil.example');
    expect(style(frame()!, 'display')).toBe('block');
    fromFrame(frame()!, 'close');
    expect(style(frame()!, 'display')).toBe('none');
  });

  it('tells the chat page it is open, again when the page says it is ready', () => {
    const { launcher, frame } = mount();
    launcher.click();
    const post = vi.spyOn(frame()!.contentWindow!, 'postMessage');
    fromFrame(frame()!, 'ready');
    expect(post).toHaveBeenCalledWith({ griot: 'opened' }, ORIGIN);
  });

  it('takes the whole small screen, the launcher hidden while open', () => {
    smallScreen(true);
    const { launcher, frame } = mount();
    launcher.click();
    expect(style(frame()!, 'width')).toBe('100%');
    expect(style(frame()!, 'border-radius')).toBe('0px');
    expect(style(launcher, 'display')).toBe('none');
  });
});

describe("the loader's labels", () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    smallScreen(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('speak the language they are given: Spanish', () => {
    mountWebChat({ chatbotId: 'x', origin: ORIGIN, frameUrl: FRAME_URL, color: '#ff6600' }, 'es');
    const launcher = document.querySelector('button')!;
    expect(launcher.getAttribute('aria-label')).toBe('Abrir el chat');
    launcher.click();
    expect(document.querySelector('iframe')!.title).toBe('Chat');
    expect(launcher.getAttribute('aria-label')).toBe('Cerrar el chat');
  });

  it('follow the chat once its page says which language it speaks (the chatbot may fix one)', () => {
    mountWebChat({ chatbotId: 'x', origin: ORIGIN, frameUrl: FRAME_URL, color: '#ff6600' }, 'fr');
    const launcher = document.querySelector('button')!;
    launcher.click();
    const frame = document.querySelector('iframe')!;
    const ready = (language: unknown) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { griot: 'ready', language },
          origin: ORIGIN,
          source: frame.contentWindow,
        }),
      );
    ready('en');
    expect(launcher.getAttribute('aria-label')).toBe('Close chat');
    expect(frame.title).toBe('Chat');
    ready('de');
    expect(launcher.getAttribute('aria-label')).toBe('Close chat');
    launcher.click();
    expect(launcher.getAttribute('aria-label')).toBe('Open chat');
  });

  it("are in the host browser's language when the script loads: English, else French", async () => {
    for (const [languages, label] of [
      [['en-US', 'en'], 'Open chat'],
      [['es-AR'], 'Abrir el chat'],
      [['de-DE'], 'Ouvrir la discussion'],
    ] as const) {
      document.body.innerHTML = `<script data-chatbot="0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10" src="${ORIGIN}/api/webchat/widget.js"></script>`;
      vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([...languages]);
      window.__griotWebChat = undefined;
      vi.resetModules();
      await import('./widgetLoader');
      expect(document.querySelector('button')!.getAttribute('aria-label')).toBe(label);
    }
  });
});
