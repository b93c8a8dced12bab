/*
 * The web chat page inside the widget's iframe (/api/webchat/<chatbotId>/frame). Vanilla ES2017,
 * inlined by the server under a hash-based CSP. Untrusted text (the bot's flows, the visitor's
 * messages) only ever goes into text nodes and checked attributes: never innerHTML.
 */
(() => {
  const chatbotId = decodeURIComponent(window.location.pathname.split('/')[3] || '');
  const api = `/api/webchat/${encodeURIComponent(chatbotId)}`;
  const storageKey = `griot-webchat:${chatbotId}`;
  const TYPING_MAX_MS = 10000;
  const SEND_FAILED = 'Message non envoyé. Réessayez.';
  const embedded = window.parent !== window;

  const $ = (id) => document.getElementById(id);
  const log = $('log');
  const input = $('input');
  const sendButton = $('send');
  const status = $('status');
  const sheet = $('sheet');

  let session = null;
  let source = null;
  let typing = null;
  let typingTimer = 0;
  let restarted = false;
  /** The loader said the panel is open: the input takes the focus as soon as it can. */
  let opened = false;
  const shown = new Set();
  const pending = [];

  // --- storage (may be unavailable in a third-party iframe) ---
  const readStored = () => {
    try {
      const value = JSON.parse(window.localStorage.getItem(storageKey) || 'null');
      return value && typeof value.visitor_id === 'string' && typeof value.token === 'string' ? value : null;
    } catch (_error) {
      return null;
    }
  };
  const writeStored = (value) => {
    try {
      if (value) window.localStorage.setItem(storageKey, JSON.stringify(value));
      else window.localStorage.removeItem(storageKey);
    } catch (_error) {
      /* private mode: the conversation lasts as long as the page */
    }
  };

  /** value[a][b]…, or undefined when a step is missing (no optional chaining: ES2017). */
  const pick = (value, ...path) =>
    path.reduce((step, key) => (step !== null && typeof step === 'object' ? step[key] : undefined), value);

  // --- DOM helpers ---
  const node = (tag, className, text) => {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined && text !== null) element.textContent = String(text);
    return element;
  };
  const safeUrl = (value) => {
    if (typeof value !== 'string' || value.trim() === '') return null;
    try {
      const url = new URL(value.trim(), window.location.href);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch (_error) {
      return null;
    }
  };
  const externalLink = (href, text, className) => {
    const link = node('a', className, text);
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    return link;
  };
  const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
  /** Text with its line breaks (CSS pre-wrap) and its http(s) links made clickable. */
  const richText = (text, className) => {
    const container = node('div', className || 'text');
    const value = String(text || '');
    let last = 0;
    URL_PATTERN.lastIndex = 0;
    for (let match = URL_PATTERN.exec(value); match !== null; match = URL_PATTERN.exec(value)) {
      let raw = match[0];
      const trailing = /[.,;:!?)\]]+$/.exec(raw);
      if (trailing) raw = raw.slice(0, -trailing[0].length);
      const href = safeUrl(raw.startsWith('www.') ? `https://${raw}` : raw);
      if (!href) continue;
      container.appendChild(document.createTextNode(value.slice(last, match.index)));
      container.appendChild(externalLink(href, raw));
      last = match.index + raw.length;
    }
    container.appendChild(document.createTextNode(value.slice(last)));
    return container;
  };
  const timeOf = (iso) => {
    const date = iso ? new Date(iso) : new Date();
    if (Number.isNaN(date.getTime())) return '';
    return date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });
  };
  const nearBottom = () => log.scrollHeight - log.scrollTop - log.clientHeight < 80;
  const scrollDown = () => {
    log.scrollTop = log.scrollHeight;
  };

  /** Inserts a bubble in created_at order, before the typing indicator. */
  const place = (bubble, createdAt, force) => {
    const stick = force || nearBottom();
    bubble.dataset.at = createdAt || '';
    let before = typing && typing.parentNode === log ? typing : null;
    if (createdAt) {
      for (const child of log.children) {
        if (child !== typing && child.dataset.at && child.dataset.at > createdAt) {
          before = child;
          break;
        }
      }
    }
    log.insertBefore(bubble, before);
    if (stick) scrollDown();
  };
  const bubbleFor = (mine, createdAt) => {
    const bubble = node('div', mine ? 'msg mine' : 'msg');
    bubble.appendChild(node('time', 'time', timeOf(createdAt)));
    return bubble;
  };
  const fill = (bubble, children) => {
    const time = bubble.lastChild;
    for (const child of children) if (child) bubble.insertBefore(child, time);
    return bubble;
  };
  const actions = (items) => {
    const box = node('div', 'actions');
    for (const item of items) box.appendChild(item);
    return box;
  };
  const actionButton = (label, onClick) => {
    const button = node('button', '', label);
    button.type = 'button';
    button.addEventListener('click', onClick);
    return button;
  };

  // --- typing indicator ---
  const hideTyping = () => {
    window.clearTimeout(typingTimer);
    if (typing !== null && typing.parentNode !== null) typing.parentNode.removeChild(typing);
  };
  const showTyping = () => {
    if (!typing) {
      typing = node('div', 'msg typing');
      typing.setAttribute('aria-label', 'Le bot écrit…');
      typing.setAttribute('role', 'img');
      for (let index = 0; index < 3; index += 1) typing.appendChild(node('span'));
    }
    const stick = nearBottom();
    log.appendChild(typing);
    if (stick) scrollDown();
    window.clearTimeout(typingTimer);
    typingTimer = window.setTimeout(hideTyping, TYPING_MAX_MS);
  };

  // --- rendering the bot's elements, WhatsApp-like ---
  const renderElement = (element) => {
    if (!element || typeof element !== 'object') return null;
    switch (element.type) {
      case 'text':
        return [richText(element.message)];
      case 'text_button':
        return [
          richText(element.message),
          actions(
            (element.buttons || []).map((button) =>
              actionButton(button.title || button.id, () =>
                send({ type: 'button', id: button.id, title: button.title }, button.title || button.id),
              ),
            ),
          ),
        ];
      case 'list': {
        const list = element.interactive || {};
        const opener = actionButton(`☰ ${pick(list, 'action', 'button') || 'Voir les choix'}`, () =>
          openSheet(list, opener),
        );
        opener.setAttribute('aria-haspopup', 'dialog');
        return [
          pick(list, 'header', 'text') ? node('div', 'header', list.header.text) : null,
          richText(pick(list, 'body', 'text')),
          pick(list, 'footer', 'text') ? node('div', 'footer', list.footer.text) : null,
          actions([opener]),
        ];
      }
      case 'image': {
        const href = safeUrl(element.link);
        if (!href) return null;
        const image = node('img');
        image.src = href;
        image.alt = 'Image';
        image.loading = 'lazy';
        image.addEventListener('load', () => {
          if (log.scrollHeight - log.scrollTop - log.clientHeight < image.clientHeight + 80) scrollDown();
        });
        const link = externalLink(href, '');
        link.setAttribute('aria-label', "Ouvrir l'image");
        link.appendChild(image);
        return [link];
      }
      case 'document': {
        const href = safeUrl(element.link);
        if (!href) return null;
        let name = 'Document';
        try {
          name = decodeURIComponent(new URL(href).pathname.split('/').pop() || '') || name;
        } catch (_error) {
          /* keep the generic name */
        }
        const link = externalLink(href, '', 'doc');
        link.appendChild(node('span', '', '📄'));
        link.appendChild(node('span', '', name));
        link.setAttribute('aria-label', `Ouvrir le document ${name}`);
        return [link];
      }
      case 'audio': {
        const href = safeUrl(element.link);
        if (!href) return null;
        const audio = node('audio');
        audio.controls = true;
        audio.preload = 'none';
        audio.src = href;
        return [audio];
      }
      case 'location_request_message':
        return [richText(element.message), actions([actionButton('📍 Envoyer ma position', sendLocation)])];
      case 'button_link': {
        const parameters = pick(element, 'action', 'parameters') || {};
        const header = safeUrl(element.image_header);
        const href = safeUrl(parameters.url);
        let image = null;
        if (header) {
          image = node('img');
          image.src = header;
          image.alt = '';
        }
        return [
          image,
          richText(element.body_message),
          element.footer_message ? node('div', 'footer', element.footer_message) : null,
          href ? actions([externalLink(href, `↗ ${parameters.display_text || href}`)]) : null,
        ];
      }
      default:
        return typeof element.message === 'string' && element.message ? [richText(element.message)] : null;
    }
  };

  const describeEvent = (event) => {
    if (!event) return '';
    if (event.type === 'text') return event.text;
    if (event.type === 'button' || event.type === 'list') return event.title || event.id;
    if (event.type === 'location') return '📍 Position partagée';
    return '';
  };

  /** One stored message, from the history or the live stream (each shown once). */
  const add = (message) => {
    if (!pick(message, 'id') || shown.has(message.id)) return;
    const content = message.content || {};
    if (message.direction === 'in') {
      shown.add(message.id);
      // The visitor's own words as the widget shows them (a location reads the same before and after the echo).
      const text = describeEvent(content.event) || content.text || '';
      const waiting = pending.shift();
      if (waiting) {
        waiting.classList.remove('pending');
        const old = waiting.querySelector('.text');
        if (old) waiting.replaceChild(richText(text), old);
        waiting.lastChild.textContent = timeOf(message.created_at);
        waiting.dataset.at = message.created_at || '';
        return;
      }
      place(fill(bubbleFor(true, message.created_at), [richText(text)]), message.created_at);
      return;
    }
    const parts = renderElement(content.element);
    if (!parts) return;
    shown.add(message.id);
    hideTyping();
    place(fill(bubbleFor(false, message.created_at), parts), message.created_at);
  };

  // --- API ---
  const request = async (method, path, body) => {
    const init = { method, headers: { accept: 'application/json' }, credentials: 'omit' };
    if (body) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await window.fetch(api + path, init);
    } catch (_error) {
      const error = new Error('network');
      error.status = 0;
      throw error;
    }
    let data = null;
    try {
      data = await response.json();
    } catch (_error) {
      data = null;
    }
    if (!response.ok) {
      const error = new Error(pick(data, 'message') || `HTTP ${response.status}`);
      error.status = response.status;
      error.apiMessage = data && typeof data.message === 'string' ? data.message : '';
      throw error;
    }
    return data;
  };
  const query = () =>
    `visitor_id=${encodeURIComponent(session.visitor_id)}&token=${encodeURIComponent(session.token)}`;

  const setEnabled = (enabled) => {
    input.disabled = !enabled;
    sendButton.disabled = !enabled;
  };
  const unavailable = (message) => {
    status.textContent = message || 'La discussion est indisponible pour le moment.';
    setEnabled(false);
    hideTyping();
  };

  /** The stored session no longer holds (401): forget it and start over, once. */
  const restart = () => {
    if (restarted) return unavailable('Session de discussion invalide : rechargez la page.');
    restarted = true;
    writeStored(null);
    if (source) source.close();
    session = null;
    start();
  };

  const loadHistory = async () => {
    if (!session) return;
    try {
      const data = await request('GET', `/messages?${query()}`);
      const fresh = !data.messages.some((message) => shown.has(message.id));
      for (const message of data.messages) add(message);
      if (fresh) scrollDown();
    } catch (error) {
      if (error.status === 401) restart();
      else if (error.status === 403) unavailable(error.apiMessage);
    }
  };

  const connect = () => {
    if (source) source.close();
    source = new window.EventSource(`${api}/events?${query()}`);
    // Every (re)connection catches up on what the stream may have missed.
    source.addEventListener('open', loadHistory);
    source.addEventListener('message', (event) => {
      try {
        add(JSON.parse(event.data));
      } catch (_error) {
        /* not a message */
      }
    });
    source.addEventListener('error', () => {
      // The browser retries by itself unless the answer was not a stream at all.
      if (source.readyState === 2) {
        const closed = source;
        window.setTimeout(() => {
          if (source === closed && session) connect();
        }, 5000);
      }
    });
  };

  const send = async (event, label) => {
    if (!session) return false;
    status.textContent = '';
    const bubble = fill(bubbleFor(true), [richText(label)]);
    bubble.classList.add('pending');
    place(bubble, '', true);
    pending.push(bubble);
    showTyping();
    try {
      await request('POST', '/messages', { visitor_id: session.visitor_id, token: session.token, event });
      return true;
    } catch (error) {
      const index = pending.indexOf(bubble);
      if (index >= 0) pending.splice(index, 1);
      if (bubble.parentNode) bubble.parentNode.removeChild(bubble);
      hideTyping();
      if (error.status === 403 && error.apiMessage) unavailable(error.apiMessage);
      else if (error.status === 401) restart();
      else status.textContent = SEND_FAILED;
      return false;
    }
  };

  const sendLocation = () => {
    status.textContent = '';
    if (!navigator.geolocation) {
      status.textContent = "La localisation n'est pas disponible sur cet appareil.";
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        send(
          { type: 'location', latitude: position.coords.latitude, longitude: position.coords.longitude },
          '📍 Position partagée',
        ),
      () => {
        status.textContent = "Impossible d'obtenir votre position.";
      },
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 60000 },
    );
  };

  // --- list sheet ---
  let sheetOpener = null;
  const closeSheet = () => {
    sheet.hidden = true;
    while (sheet.firstChild) sheet.removeChild(sheet.firstChild);
    if (sheetOpener) sheetOpener.focus();
    sheetOpener = null;
  };
  const openSheet = (list, opener) => {
    sheetOpener = opener;
    while (sheet.firstChild) sheet.removeChild(sheet.firstChild);
    const body = node('div', 'sheet-body');
    const head = node('div', 'sheet-head');
    const title = node('h2', '', pick(list, 'action', 'button') || 'Choix');
    title.id = 'sheet-title';
    const close = actionButton('×', closeSheet);
    close.className = 'icon-button';
    close.setAttribute('aria-label', 'Fermer la liste');
    head.appendChild(title);
    head.appendChild(close);
    body.appendChild(head);
    let first = null;
    for (const section of pick(list, 'action', 'sections') || []) {
      if (section.title) body.appendChild(node('h3', '', section.title));
      for (const row of section.rows || []) {
        const button = actionButton(row.title, () => {
          closeSheet();
          send({ type: 'list', id: row.id, title: row.title }, row.title);
        });
        button.className = 'row';
        if (row.description) button.appendChild(node('small', '', row.description));
        body.appendChild(button);
        first = first || button;
      }
    }
    sheet.appendChild(body);
    sheet.hidden = false;
    (first || close).focus();
  };
  sheet.addEventListener('click', (event) => {
    if (event.target === sheet) closeSheet();
  });

  // --- header ---
  const initials = (name) =>
    String(name || '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0].toUpperCase())
      .join('') || '?';
  const showBot = (name, avatar) => {
    const botName = name || 'Discussion';
    $('name').textContent = botName;
    document.title = botName;
    const holder = $('avatar');
    const useInitials = () => {
      while (holder.firstChild) holder.removeChild(holder.firstChild);
      holder.textContent = initials(botName);
    };
    const path = typeof avatar === 'string' ? avatar.trim() : '';
    if (!path || path.startsWith('/avatars/')) return useInitials();
    const image = node('img', 'avatar');
    image.alt = '';
    image.addEventListener('error', useInitials);
    image.src = /^https?:\/\//i.test(path)
      ? path
      : `/api/public/${path.replace(/^\/+/, '').replace(/^(api\/)?public\//, '')}`;
    while (holder.firstChild) holder.removeChild(holder.firstChild);
    holder.appendChild(image);
  };

  // --- start ---
  const start = async () => {
    const stored = readStored();
    let data;
    try {
      data = await request('POST', '/session', stored || {});
    } catch (error) {
      return unavailable(
        error.apiMessage || 'La discussion est indisponible pour le moment. Réessayez plus tard.',
      );
    }
    session = data.session;
    writeStored(session);
    showBot(data.bot_name, data.avatar);
    setEnabled(true);
    if (opened) input.focus();
    // A new conversation: the welcome flow is on its way.
    if (!stored || stored.visitor_id !== session.visitor_id) showTyping();
    connect();
  };

  $('composer').addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || !session) return;
    input.value = '';
    const sent = await send({ type: 'text', text }, text);
    if (!sent && !input.value) input.value = text;
    input.focus();
  });

  const closeButton = $('close');
  if (embedded) {
    closeButton.hidden = false;
    closeButton.addEventListener('click', () => window.parent.postMessage({ griot: 'close' }, '*'));
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' && event.key !== 'Esc') return;
    if (!sheet.hidden) closeSheet();
    else if (embedded) window.parent.postMessage({ griot: 'close' }, '*');
  });
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || pick(event.data, 'griot') !== 'opened') return;
    opened = true;
    if (!input.disabled) input.focus();
  });
  if (embedded) window.parent.postMessage({ griot: 'ready' }, '*');

  if (!/^[0-9a-f-]{36}$/i.test(chatbotId)) unavailable('Chatbot introuvable');
  else start();
})();
