import { frameTexts } from '../frameTexts';

/**
 * The page's own words (served in French, widgetFrameBody.ts) in the chat's language: the title
 * until the bot's name replaces it, the labels a screen reader reads, the composer's.
 */
export function showPageTexts(): void {
  const t = frameTexts.page;
  const byId = (id: string) => document.getElementById(id)!;
  document.title = t.title;
  byId('name').textContent = t.title;
  byId('close').setAttribute('aria-label', t.close);
  byId('log').setAttribute('aria-label', t.log);
  byId('input-label').textContent = t.messageLabel;
  (byId('input') as HTMLInputElement).placeholder = t.placeholder;
  byId('send').textContent = t.send;
}
