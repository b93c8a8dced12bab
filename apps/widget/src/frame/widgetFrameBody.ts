import fr from './i18n/fr';

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const t = fr.page;

/**
 * The chat page's elements, read by id by the frame's script. The server serves them between the
 * inlined style and script (dist/widgetFrameBody.html). The log takes the focus (tabindex) so a
 * keyboard can scroll it. Written in French, the source; the script puts the page's words in the
 * chat's language before anything is shown (view/pageTexts.ts).
 */
// i18n-exempt: markup; its words come from the catalogue
export const WIDGET_FRAME_BODY = `<header>
<div id="avatar" class="avatar" aria-hidden="true"></div>
<h1 id="name">${html(t.title)}</h1>
<button id="close" class="icon-button" type="button" aria-label="${html(t.close)}" hidden>×</button>
</header>
<div id="log" role="log" aria-live="polite" aria-label="${html(t.log)}" tabindex="0"></div>
<p id="status" role="alert"></p>
<form id="composer" autocomplete="off">
<label id="input-label" class="sr-only" for="input">${html(t.messageLabel)}</label>
<input id="input" type="text" placeholder="${html(t.placeholder)}" maxlength="4096" enterkeyhint="send" disabled>
<button id="send" type="submit" disabled>${html(t.send)}</button>
</form>
<div id="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title" hidden></div>
`;
