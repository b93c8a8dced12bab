import type { ChatElements } from '../chat/createChat';

/** The chat page's body as the server serves it (widgetFramePage.ts), in the test's document. */
export function framePage(): ChatElements & { composer: HTMLFormElement; close: HTMLButtonElement } {
  document.body.innerHTML = `<header>
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
<div id="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title" hidden></div>`;
  const byId = <Type extends HTMLElement>(id: string) => document.getElementById(id) as Type;
  return {
    log: byId('log'),
    input: byId('input'),
    sendButton: byId('send'),
    status: byId('status'),
    sheet: byId('sheet'),
    name: byId('name'),
    avatar: byId('avatar'),
    composer: byId('composer'),
    close: byId('close'),
  };
}

/** The texts of the log's bubbles, in order (the time left out; the typing dots as '…'). */
export function bubbleTexts(log: HTMLElement): string[] {
  return Array.from(log.children).map((bubble) =>
    bubble.classList.contains('typing')
      ? '…'
      : Array.from(bubble.childNodes)
          .filter((child) => !(child instanceof HTMLTimeElement))
          .map((child) => child.textContent)
          .join(' | '),
  );
}
