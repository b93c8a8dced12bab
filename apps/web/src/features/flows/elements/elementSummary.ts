import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { conditionSummary, splitSummary, waitUntilSummary } from './editors/logic/logicSummary';
import { answerLabel, elementTexts } from './elementTexts';

/**
 * A short summary for an element's card header, in the language shown. It describes the element
 * rather than repeating its text, which the editor below already shows (one text, one place on the
 * page).
 */
export function elementSummary(element: FlowElement, nameOf: (idblock: string) => string): string {
  const t = elementTexts.summary;
  switch (element.type) {
    case 'text':
    case 'location_request_message':
      return t.characters({ count: element.message.length });
    case 'text_button':
      return t.buttons({ count: element.buttons.length });
    case 'list': {
      const sections = element.interactive.action.sections;
      const rows = sections.reduce((total, section) => total + section.rows.length, 0);
      return t.list({ sections: sections.length, rows });
    }
    case 'image':
    case 'document':
    case 'audio':
      return element.link ? t.file : t.fileMissing;
    case 'delay':
      // The stored string as is ('2.5'), as the editor wrote it.
      return t.delay({ seconds: element.timmer });
    case 'request':
      return t.request({ count: element.datas.length });
    case 'answer':
      return t.answer({ type: answerLabel(element.options.answer_type) });
    case 'redirection':
      return t.redirection({ name: nameOf(element.redirection_block) });
    case 'notification':
      return t.notification;
    case 'variable_insert':
      return element.variable ? t.variable({ variable: `{{${element.variable}}}` }) : t.variableMissing;
    case 'button_link':
      return t.buttonLink;
    case 'condition':
      return conditionSummary(element, nameOf);
    case 'split':
      return splitSummary(element, nameOf);
    case 'wait_until':
      return waitUntilSummary(element);
  }
}
