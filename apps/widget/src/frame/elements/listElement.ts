import type { WireElement } from '../api/wireTypes';
import { frameTexts } from '../frameTexts';
import { actionButton, actions, node } from '../view/dom';
import { richText } from '../view/richText';
import type { ElementActions } from './elementActions';

/** A list message: its texts, and a button opening the rows in a sheet (WhatsApp's way). */
export function renderList(
  element: Extract<WireElement, { type: 'list' }>,
  act: ElementActions,
): (HTMLElement | null)[] {
  const list = element.interactive || {};
  const opener = actionButton(`☰ ${list.action?.button || frameTexts.elements.seeChoices}`, () =>
    act.openList(list, opener),
  );
  opener.setAttribute('aria-haspopup', 'dialog');
  return [
    list.header?.text ? node('div', 'header', list.header.text) : null,
    richText(list.body?.text),
    list.footer?.text ? node('div', 'footer', list.footer.text) : null,
    actions([opener]),
  ];
}
