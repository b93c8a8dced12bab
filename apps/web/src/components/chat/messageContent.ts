import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';

/** A button as shown: its id (the button's own, else its index) and its title. */
export interface ShownButton {
  id: string;
  title: string;
}

export interface ShownListRow {
  id: string;
  title: string;
  description?: string;
}

/** An outbound element read leniently from `content.element`: the fields the end-user saw. */
export type OutboundView =
  | { kind: 'text'; text: string }
  | { kind: 'text_button'; text: string; buttons: ShownButton[] }
  | {
      kind: 'list';
      header?: string;
      body: string;
      footer?: string;
      button: string;
      sections: Array<{ title: string; rows: ShownListRow[] }>;
    }
  | { kind: 'image' | 'document' | 'audio' | 'video'; link: string; caption?: string }
  | { kind: 'location_request'; text: string }
  | { kind: 'button_link'; image?: string; body: string; footer?: string; label: string; url: string }
  | { kind: 'template'; header?: string; body: string; footer?: string; buttons: string[] }
  | { kind: 'unknown'; type: string; text?: string };

/** The campaign a broadcast message came from (`content.broadcast`), as the server wrote it. */
export interface BroadcastMark {
  id: string;
  name: string;
}

/** What the end-user sent, read from `content.event` (and `content.text`, how it reads). */
export type InboundView =
  | { kind: 'text'; text: string }
  | { kind: 'choice'; title: string; id: string }
  | { kind: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { kind: 'media'; mediaType: 'image' | 'audio' | 'document' | 'video'; url: string; caption?: string }
  | { kind: 'unknown'; text: string };

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const optStr = (value: unknown): string | undefined => str(value).trim() || undefined;
const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function readOutbound(message: ChatMessage): OutboundView {
  const element = isObj(message.content.element) ? message.content.element : message.content;
  const type = str(element.type) || message.type;
  switch (type) {
    case 'text':
      return { kind: 'text', text: str(element.message ?? element.text) };
    case 'text_button':
      return {
        kind: 'text_button',
        text: str(element.message),
        buttons: arr(element.buttons)
          .filter(isObj)
          .map((button, index) => ({ id: optStr(button.id) ?? String(index), title: str(button.title) })),
      };
    case 'list': {
      const list = isObj(element.interactive) ? element.interactive : {};
      const action = isObj(list.action) ? list.action : {};
      return {
        kind: 'list',
        header: isObj(list.header) ? optStr(list.header.text) : undefined,
        body: isObj(list.body) ? str(list.body.text) : '',
        footer: isObj(list.footer) ? optStr(list.footer.text) : undefined,
        button: str(action.button),
        sections: arr(action.sections)
          .filter(isObj)
          .map((section) => ({
            title: str(section.title),
            rows: arr(section.rows)
              .filter(isObj)
              .map((row, index) => ({
                id: optStr(row.id) ?? String(index),
                title: str(row.title),
                description: optStr(row.description),
              })),
          })),
      };
    }
    case 'image':
    case 'document':
    case 'audio':
    case 'video':
      return {
        kind: type,
        link: storedFileLink(str(element.link ?? element.url)),
        caption: optStr(element.caption),
      };
    case 'location_request_message':
      return { kind: 'location_request', text: str(element.message) };
    case 'button_link': {
      const action = isObj(element.action) ? element.action : {};
      const parameters = isObj(action.parameters) ? action.parameters : {};
      return {
        kind: 'button_link',
        image: optStr(element.image_header),
        body: str(element.body_message),
        footer: optStr(element.footer_message),
        label: str(parameters.display_text),
        url: str(parameters.url),
      };
    }
    case 'template':
      return {
        kind: 'template',
        header: optStr(element.header),
        body: str(element.message),
        footer: optStr(element.footer),
        buttons: arr(element.buttons).map(str).filter(Boolean),
      };
    default:
      return { kind: 'unknown', type, text: optStr(element.message ?? element.text) };
  }
}

/** The broadcast an outbound message belongs to, or undefined for the bot's and agents' own. */
export function readBroadcastMark(message: ChatMessage): BroadcastMark | undefined {
  const mark = message.content.broadcast;
  if (message.direction !== 'out' || !isObj(mark)) return undefined;
  const id = str(mark.id);
  return id ? { id, name: str(mark.name) } : undefined;
}

export function readInbound(message: ChatMessage): InboundView {
  const text = str(message.content.text);
  const event = isObj(message.content.event) ? message.content.event : {};
  switch (event.type) {
    case 'text':
      return { kind: 'text', text: str(event.text) || text };
    case 'button':
    case 'list':
      return { kind: 'choice', id: str(event.id), title: optStr(event.title) ?? (text || str(event.id)) };
    case 'location': {
      const latitude = num(event.latitude);
      const longitude = num(event.longitude);
      if (latitude === undefined || longitude === undefined) return { kind: 'unknown', text };
      return {
        kind: 'location',
        latitude,
        longitude,
        name: optStr(event.name),
        address: optStr(event.address),
      };
    }
    case 'media': {
      const mediaType = event.mediaType;
      const url = str(event.url);
      if (
        isOwnStoredFile(url) &&
        (mediaType === 'image' || mediaType === 'audio' || mediaType === 'document' || mediaType === 'video')
      )
        return { kind: 'media', mediaType, url, caption: optStr(event.caption) };
      return { kind: 'unknown', text };
    }
    default:
      return text ? { kind: 'text', text } : { kind: 'unknown', text: message.type };
  }
}

/**
 * Inbound media are shown only from our own file storage: any other link (planted by whoever wrote
 * the row) would make the agent's browser call it when the conversation opens.
 */
export function isOwnStoredFile(link: string): boolean {
  try {
    const origin = globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(link, origin);
    return url.origin === origin && url.pathname.startsWith('/api/public/');
  } catch {
    return false;
  }
}

/**
 * A media element's link as the browser loads it: a bare storage key (an inbox reply's file,
 * 'media/inbox/…') is served at /api/public/<key>, as the server's absoluteMediaLinks reads it
 * when sending; a path or an address stays as it is.
 */
export function storedFileLink(link: string): string {
  if (link === '' || link.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(link)) return link;
  return `/api/public/${link}`;
}

/** The file name at the end of a media link, for the document link's text. */
export function fileNameOf(link: string): string {
  try {
    const path = new URL(link, 'http://localhost').pathname;
    const last = path.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : link;
  } catch {
    return link;
  }
}

/** The OpenStreetMap page centred on a point. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
