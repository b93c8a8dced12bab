/*
 * Griot web chat loader, served at /api/webchat/widget.js. Embed with:
 *   <script src="https://griot.example/api/webchat/widget.js" data-chatbot="<chatbotId>" async></script>
 * Plain ES2017, no dependency. It adds a launcher button and, once opened, an iframe with the
 * chat (/api/webchat/<chatbotId>/frame). Styles are set through the CSSOM on its own elements
 * only: no stylesheet, no class name, nothing that reaches the host page's elements.
 */
(() => {
  const script =
    document.currentScript || document.querySelector('script[data-chatbot][src*="/api/webchat/widget.js"]');
  if (!script) return;
  const chatbotId = (script.getAttribute('data-chatbot') || '').trim();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(chatbotId)) {
    if (window.console) window.console.warn('Griot : attribut data-chatbot manquant ou invalide.');
    return;
  }
  window.__griotWebChat = window.__griotWebChat || {};
  const registry = window.__griotWebChat;
  if (registry[chatbotId]) return;
  registry[chatbotId] = true;

  const origin = new URL(script.src, document.baseURI).origin;
  const frameUrl = `${origin}/api/webchat/${chatbotId}/frame`;
  const color = /^#[0-9a-f]{3,8}$/i.test(script.getAttribute('data-color') || '')
    ? script.getAttribute('data-color')
    : '#128c7e';
  const small = window.matchMedia ? window.matchMedia('(max-width: 480px)') : { matches: false };
  const Z = '2147483000';

  const set = (element, styles) => {
    for (const name of Object.keys(styles)) element.style.setProperty(name, styles[name], 'important');
  };

  const svg = (paths) => {
    const ns = 'http://www.w3.org/2000/svg';
    const icon = document.createElementNS(ns, 'svg');
    icon.setAttribute('viewBox', '0 0 24 24');
    icon.setAttribute('width', '28');
    icon.setAttribute('height', '28');
    icon.setAttribute('aria-hidden', 'true');
    icon.setAttribute('focusable', 'false');
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', paths);
    path.setAttribute('fill', '#ffffff');
    icon.appendChild(path);
    return icon;
  };
  const chatIcon = svg(
    'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2zm3 6v2h10V9H7zm0-3v2h10V6H7zm0 6v2h7v-2H7z',
  );
  const closeIcon = svg(
    'M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 1 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4z',
  );

  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.setAttribute('aria-label', 'Ouvrir la discussion');
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-haspopup', 'dialog');
  launcher.appendChild(chatIcon);
  set(launcher, {
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
    'z-index': Z,
    transition: 'transform 0.15s ease',
    'box-sizing': 'border-box',
  });
  const focusRing = (on) =>
    set(launcher, { outline: on ? `3px solid ${color}` : 'none', 'outline-offset': on ? '3px' : '0' });
  launcher.addEventListener('focus', () => focusRing(true));
  launcher.addEventListener('blur', () => focusRing(false));

  let frame = null;
  let open = false;

  const place = () => {
    if (!frame) return;
    if (small.matches) {
      set(frame, {
        top: '0',
        left: '0',
        right: '0',
        bottom: '0',
        width: '100%',
        height: '100%',
        'max-height': 'none',
        'border-radius': '0',
      });
      set(launcher, { display: open ? 'none' : 'flex' });
    } else {
      set(frame, {
        top: 'auto',
        left: 'auto',
        right: '20px',
        bottom: '92px',
        width: '380px',
        height: '560px',
        'max-height': 'calc(100% - 112px)',
        'border-radius': '16px',
      });
      set(launcher, { display: 'flex' });
    }
  };

  const build = () => {
    frame = document.createElement('iframe');
    frame.src = frameUrl;
    frame.title = 'Discussion';
    frame.setAttribute('allow', 'geolocation');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    set(frame, {
      all: 'initial',
      position: 'fixed',
      border: '0',
      margin: '0',
      padding: '0',
      background: '#ffffff',
      'box-shadow': '0 8px 30px rgba(0,0,0,0.3)',
      'z-index': Z,
      display: 'none',
      'box-sizing': 'border-box',
      'color-scheme': 'normal',
    });
    document.body.appendChild(frame);
    place();
  };

  const setOpen = (value) => {
    if (value === open) return;
    open = value;
    if (open && !frame) build();
    set(frame, { display: open ? 'block' : 'none' });
    launcher.replaceChild(open ? closeIcon : chatIcon, open ? chatIcon : closeIcon);
    launcher.setAttribute('aria-label', open ? 'Fermer la discussion' : 'Ouvrir la discussion');
    launcher.setAttribute('aria-expanded', String(open));
    place();
    if (open) {
      frame.focus();
      if (frame.contentWindow) frame.contentWindow.postMessage({ griot: 'opened' }, origin);
    } else {
      launcher.focus();
    }
  };

  launcher.addEventListener('click', () => setOpen(!open));
  document.addEventListener('keydown', (event) => {
    if (open && (event.key === 'Escape' || event.key === 'Esc')) setOpen(false);
  });
  window.addEventListener('message', (event) => {
    if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data || {};
    if (data.griot === 'close') setOpen(false);
    if (data.griot === 'ready' && open) frame.contentWindow.postMessage({ griot: 'opened' }, origin);
  });
  if (window.matchMedia) {
    if (small.addEventListener) small.addEventListener('change', place);
    else if (small.addListener) small.addListener(place);
  }

  const mount = () => document.body.appendChild(launcher);
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
