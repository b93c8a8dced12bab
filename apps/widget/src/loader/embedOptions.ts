const CHATBOT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLOR = /^#[0-9a-f]{3,8}$/i;
const DEFAULT_COLOR = '#128c7e';

/** What the site's script tag asks for: which chatbot, from which Griot, in which colour. */
export type EmbedOptions = {
  chatbotId: string;
  /** Griot's origin, where the script came from: the frame's and the messages' origin. */
  origin: string;
  frameUrl: string;
  color: string;
};

/** The script tag that loaded us (async scripts have document.currentScript too, while they run). */
export function findLoaderScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[data-chatbot][src*="/api/webchat/widget.js"]');
}

/** The options of the tag, or null when data-chatbot is missing or not a UUID. */
export function readEmbedOptions(script: HTMLScriptElement, baseUri: string): EmbedOptions | null {
  const chatbotId = (script.getAttribute('data-chatbot') || '').trim();
  if (!CHATBOT_ID.test(chatbotId)) return null;
  const origin = new URL(script.src, baseUri).origin;
  const color = script.getAttribute('data-color') || '';
  return {
    chatbotId,
    origin,
    frameUrl: `${origin}/api/webchat/${chatbotId}/frame`,
    color: COLOR.test(color) ? color : DEFAULT_COLOR,
  };
}
