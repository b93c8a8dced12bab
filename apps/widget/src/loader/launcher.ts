import type { LoaderTexts } from './loaderTexts';
import { setStyles, TOP_LAYER } from './setStyles';

const CHAT_ICON =
  'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2zm3 6v2h10V9H7zm0-3v2h10V6H7zm0 6v2h7v-2H7z';
const CLOSE_ICON =
  'M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 1 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4z';

function icon(path: string): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '28');
  svg.setAttribute('height', '28');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(ns, 'path');
  shape.setAttribute('d', path);
  shape.setAttribute('fill', '#ffffff');
  svg.appendChild(shape);
  return svg;
}

export type Launcher = {
  button: HTMLButtonElement;
  /** Swaps the icon and the accessible name between "open" and "close". */
  showOpen: (open: boolean) => void;
  /** Names the button in another language (the one the chat speaks, once it said so). */
  setTexts: (texts: LoaderTexts) => void;
};

/** The round button at the bottom right of the host page. */
export function createLauncher(color: string, initialTexts: LoaderTexts): Launcher {
  const chatIcon = icon(CHAT_ICON);
  const closeIcon = icon(CLOSE_ICON);
  const button = document.createElement('button');
  let texts = initialTexts;
  let open = false;
  const name = () => button.setAttribute('aria-label', open ? texts.closeChat : texts.openChat);
  button.type = 'button';
  name();
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-haspopup', 'dialog');
  button.appendChild(chatIcon);
  setStyles(button, {
    all: 'initial',
    position: 'fixed',
    right: '20px',
    bottom: '20px',
    width: '60px',
    height: '60px',
    'border-radius': '50%',
    border: '0',
    margin: '0',
    padding: '0',
    background: color,
    color: '#ffffff',
    cursor: 'pointer',
    display: 'flex',
    'align-items': 'center',
    'justify-content': 'center',
    'box-shadow': '0 4px 14px rgba(0,0,0,0.25)',
    'z-index': TOP_LAYER,
    transition: 'transform 0.15s ease', // i18n-exempt: CSS
    'box-sizing': 'border-box',
  });
  // `all: initial` removes the browser's focus ring: ours, in the launcher's colour.
  const focusRing = (on: boolean) =>
    setStyles(button, { outline: on ? `3px solid ${color}` : 'none', 'outline-offset': on ? '3px' : '0' });
  button.addEventListener('focus', () => focusRing(true));
  button.addEventListener('blur', () => focusRing(false));

  const showOpen = (value: boolean) => {
    open = value;
    button.replaceChild(open ? closeIcon : chatIcon, open ? chatIcon : closeIcon);
    name();
    button.setAttribute('aria-expanded', String(open));
  };
  const setTexts = (next: LoaderTexts) => {
    texts = next;
    name();
  };
  return { button, showOpen, setTexts };
}
