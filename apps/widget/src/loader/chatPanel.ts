import { setStyles, TOP_LAYER } from './setStyles';

/** The iframe holding the chat page (named `title`), hidden until the launcher opens it. */
export function createChatFrame(frameUrl: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = frameUrl;
  frame.title = title;
  frame.setAttribute('allow', 'geolocation');
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  setStyles(frame, {
    all: 'initial',
    position: 'fixed',
    border: '0',
    margin: '0',
    padding: '0',
    background: '#ffffff',
    'box-shadow': '0 8px 30px rgba(0,0,0,0.3)',
    'z-index': TOP_LAYER,
    display: 'none',
    'box-sizing': 'border-box',
    'color-scheme': 'normal',
  });
  return frame;
}

/**
 * A 380×560 panel above the launcher; on a small screen the whole screen, and the launcher hides
 * while it is open (the chat's own close button brings it back).
 */
export function placeChatFrame(
  frame: HTMLIFrameElement,
  launcher: HTMLButtonElement,
  small: boolean,
  open: boolean,
): void {
  if (small) {
    setStyles(frame, {
      top: '0',
      left: '0',
      right: '0',
      bottom: '0',
      width: '100%',
      height: '100%',
      'max-height': 'none',
      'border-radius': '0',
    });
    setStyles(launcher, { display: open ? 'none' : 'flex' });
  } else {
    setStyles(frame, {
      top: 'auto',
      left: 'auto',
      right: '20px',
      bottom: '92px',
      width: '380px',
      height: '560px',
      'max-height': 'calc(100% - 112px)',
      'border-radius': '16px',
    });
    setStyles(launcher, { display: 'flex' });
  }
}
