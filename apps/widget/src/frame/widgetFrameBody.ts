/**
 * The chat page's elements, read by id by the frame's script. The server serves them between the
 * inlined style and script (dist/widgetFrameBody.html). The log takes the focus (tabindex) so a
 * keyboard can scroll it.
 */
export const WIDGET_FRAME_BODY = `<header>
<div id="avatar" class="avatar" aria-hidden="true"></div>
<h1 id="name">Discussion</h1>
<button id="close" class="icon-button" type="button" aria-label="Fermer la discussion" hidden>×</button>
</header>
<div id="log" role="log" aria-live="polite" aria-label="Messages de la discussion" tabindex="0"></div>
<p id="status" role="alert"></p>
<form id="composer" autocomplete="off">
<label class="sr-only" for="input">Votre message</label>
<input id="input" type="text" placeholder="Écrire un message..." maxlength="4096" enterkeyhint="send" disabled>
<button id="send" type="submit" disabled>Envoyer</button>
</form>
<div id="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title" hidden></div>
`;
