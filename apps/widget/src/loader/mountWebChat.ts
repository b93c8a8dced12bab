import { isLanguage, type Language } from '@griot/i18n/languages';
import { type FrameSignal, signalOf } from '../shared/frameSignals';
import { createChatFrame, placeChatFrame } from './chatPanel';
import type { EmbedOptions } from './embedOptions';
import { createLauncher } from './launcher';
import { loaderTexts } from './loaderTexts';
import { setStyles } from './setStyles';

const SMALL_SCREEN = '(max-width: 480px)';

/** Calls `listener` when the query's answer changes (addListener: Safari before 14). */
function watch(query: MediaQueryList, listener: () => void): void {
  if (typeof query.addEventListener === 'function') query.addEventListener('change', listener);
  else if (typeof query.addListener === 'function') query.addListener(listener);
}

/**
 * Adds the launcher to the page; its first opening builds the iframe. Escape, the launcher and the
 * chat's own close button (a `close` signal) close it, and the focus returns to the launcher.
 * Labelled in `language` (the visitor's browser's), then in the chat's once its page is ready: the
 * chatbot may fix the language it speaks.
 */
export function mountWebChat({ origin, frameUrl, color }: EmbedOptions, language: Language = 'fr'): void {
  let texts = loaderTexts(language);
  const launcher = createLauncher(color, texts);
  const small: MediaQueryList | null = window.matchMedia ? window.matchMedia(SMALL_SCREEN) : null;
  let frame: HTMLIFrameElement | null = null;
  let open = false;

  const place = () => {
    if (frame) placeChatFrame(frame, launcher.button, small ? small.matches : false, open);
  };
  const tell = (target: HTMLIFrameElement, griot: FrameSignal['griot']) => {
    if (target.contentWindow) target.contentWindow.postMessage({ griot } satisfies FrameSignal, origin);
  };

  const setOpen = (value: boolean) => {
    if (value === open) return;
    open = value;
    if (!frame) {
      frame = createChatFrame(frameUrl, texts.frameTitle);
      document.body.appendChild(frame);
      place();
    }
    setStyles(frame, { display: open ? 'block' : 'none' });
    launcher.showOpen(open);
    place();
    if (open) {
      frame.focus();
      tell(frame, 'opened');
    } else {
      launcher.button.focus();
    }
  };

  launcher.button.addEventListener('click', () => setOpen(!open));
  document.addEventListener('keydown', (event) => {
    // i18n-exempt: key names
    if (open && (event.key === 'Escape' || event.key === 'Esc')) setOpen(false);
  });
  window.addEventListener('message', (event) => {
    if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
    const signal = signalOf(event.data);
    if (signal === 'close') setOpen(false);
    if (signal !== 'ready') return;
    const spoken = (event.data as FrameSignal).language;
    if (isLanguage(spoken)) {
      texts = loaderTexts(spoken);
      launcher.setTexts(texts);
      frame.title = texts.frameTitle;
    }
    // The frame loaded after the opening: it missed the first `opened`.
    if (open) tell(frame, 'opened');
  });
  if (small) watch(small, place);

  const append = () => document.body.appendChild(launcher.button);
  if (document.body) append();
  else document.addEventListener('DOMContentLoaded', append);
}
