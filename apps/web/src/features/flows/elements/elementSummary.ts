import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { ANSWER_LABELS } from './answerLabels';

/**
 * A short French summary for an element's card header. It describes the element rather than
 * repeating its text, which the editor below already shows (one text, one place on the page).
 */
export function elementSummary(element: FlowElement, nameOf: (idblock: string) => string): string {
  switch (element.type) {
    case 'text':
    case 'location_request_message':
      return `${element.message.length} caractère(s)`;
    case 'text_button':
      return `${element.buttons.length}/3 bouton(s)`;
    case 'list': {
      const sections = element.interactive.action.sections;
      const rows = sections.reduce((total, section) => total + section.rows.length, 0);
      return `${sections.length} section(s), ${rows} option(s)`;
    }
    case 'image':
    case 'document':
    case 'audio':
      return element.link ? 'Fichier joint' : 'À compléter : fichier manquant';
    case 'delay':
      return `Pause de ${element.timmer} s`;
    case 'request':
      return `POST · ${element.datas.length} variable(s) envoyée(s)`;
    case 'answer':
      return `Attend : ${ANSWER_LABELS[element.options.answer_type]}`;
    case 'redirection':
      return `Vers ${nameOf(element.redirection_block)}`;
    case 'notification':
      return 'Notification à un numéro';
    case 'variable_insert':
      return element.variable ? `Affecte {{${element.variable}}}` : 'À compléter : variable manquante';
    case 'button_link':
      return 'Carte avec bouton lien';
  }
}
