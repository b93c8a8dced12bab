import type { WireList } from '../api/wireTypes';
import { frameTexts } from '../frameTexts';
import { actionButton, clear, node } from './dom';

export type ListRow = { id?: string | null; title?: string | null };

/**
 * The sheet (#sheet, a modal dialog) listing a list message's rows by section. Choosing a row, the
 * × button, a click on the backdrop or Escape close it; the focus goes back to the list's button.
 */
export function createListSheet(sheet: HTMLElement, onChoose: (row: ListRow) => void) {
  let opener: HTMLElement | null = null;

  const close = () => {
    sheet.hidden = true;
    clear(sheet);
    if (opener) opener.focus();
    opener = null;
  };

  const open = (list: WireList, from: HTMLElement) => {
    opener = from;
    clear(sheet);
    const body = node('div', 'sheet-body');
    const head = node('div', 'sheet-head');
    const title = node('h2', '', list.action?.button || frameTexts.list.title);
    title.id = 'sheet-title';
    const closeButton = actionButton('×', close);
    closeButton.className = 'icon-button';
    closeButton.setAttribute('aria-label', frameTexts.list.close);
    head.appendChild(title);
    head.appendChild(closeButton);
    body.appendChild(head);
    let first: HTMLButtonElement | null = null;
    for (const section of list.action?.sections || []) {
      if (section?.title) body.appendChild(node('h3', '', section.title));
      for (const row of section?.rows || []) {
        const button = actionButton(row?.title, () => {
          close();
          onChoose(row || {});
        });
        button.className = 'row';
        if (row?.description) button.appendChild(node('small', '', row.description));
        body.appendChild(button);
        first = first || button;
      }
    }
    sheet.appendChild(body);
    sheet.hidden = false;
    (first || closeButton).focus();
  };

  sheet.addEventListener('click', (event) => {
    if (event.target === sheet) close();
  });
  return { open, close, isOpen: () => !sheet.hidden };
}
export type ListSheet = ReturnType<typeof createListSheet>;
