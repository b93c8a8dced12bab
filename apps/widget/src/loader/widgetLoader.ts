import { languageFromBrowser } from '@griot/i18n/languages';
import { findLoaderScript, readEmbedOptions } from './embedOptions';
import { mountWebChat } from './mountWebChat';

/*
 * The Griot web chat loader, served at /api/webchat/widget.js. A site embeds it with:
 *   <script src="https://griot.example/api/webchat/widget.js" data-chatbot="<chatbotId>" async></script>
 * It adds a launcher button and, once opened, an iframe with the chat (/api/webchat/<chatbotId>/frame).
 */

declare global {
  interface Window {
    /** The chatbots already mounted on this page: a script tag included twice adds one launcher. */
    __griotWebChat?: Record<string, boolean>;
  }
}

function load(): void {
  const script = findLoaderScript();
  if (!script) return;
  const options = readEmbedOptions(script, document.baseURI);
  if (!options) {
    if (window.console) window.console.warn('Griot : attribut data-chatbot manquant ou invalide.');
    return;
  }
  window.__griotWebChat = window.__griotWebChat || {};
  const mounted = window.__griotWebChat;
  if (mounted[options.chatbotId]) return;
  mounted[options.chatbotId] = true;
  mountWebChat(options, languageFromBrowser(navigator.languages || [navigator.language]) || 'fr');
}

load();
