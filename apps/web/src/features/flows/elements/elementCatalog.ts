import type { ElementType } from '@griot/contract/flows/flowConstants';
import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { emptyRule } from './editors/logic/conditionRules';
import { elementTexts } from './elementTexts';

/** Where a new element may point by default: a block other than the edited one, when there is one. */
export interface NewElementContext {
  defaultTarget: string;
}

/**
 * A new element of a type, valid for the server's rules as it stands (each type's defaults, written
 * in the language shown: from then on they are the business's own content).
 */
export function createElement(type: ElementType, context: NewElementContext): FlowElement {
  const defaults = elementTexts.defaults;
  switch (type) {
    case 'text':
      return { type, message: '', preview_url: true };
    case 'text_button':
      return { type, message: '', buttons: [] };
    case 'list':
      return {
        type,
        interactive: {
          type: 'list',
          body: { text: '' },
          action: { button: defaults.listButton, sections: [{ title: defaults.listSection, rows: [] }] },
        },
      };
    case 'image':
    case 'document':
    case 'audio':
      return { type, link: '' };
    case 'delay':
      return { type, timmer: String(FLOW_LIMITS.delayDefault) };
    case 'request':
      return { type, method: 'POST', url: 'https://api.example.com/webhook', datas: [] };
    case 'answer':
      return { type, options: { answer_type: 'text', variable: { id: '' }, default_reply: '' } };
    case 'redirection':
      return { type, redirection_block: context.defaultTarget };
    case 'notification':
      return {
        type,
        to: '+221770000000',
        notification: { type: 'text', message: '', preview_url: false },
      };
    case 'variable_insert':
      return { type, variable: '', defaultValue: '' };
    case 'location_request_message':
      return { type, message: defaults.locationMessage };
    case 'button_link':
      return {
        type,
        image_header: '',
        body_message: '',
        footer_message: '',
        action: {
          name: 'cta_url',
          parameters: { display_text: defaults.cardButton, url: 'https://example.com' },
        },
      };
    // The decisions start as drafts: their blocks are for the user to choose (the card says so).
    case 'condition':
      return { type, rules: [emptyRule()], join: 'and', true_block: '' };
    case 'split':
      return {
        type,
        branches: [
          { block: '', weight: 50 },
          { block: '', weight: 50 },
        ],
      };
    case 'wait_until':
      return { type, days: 1, cancel_on_reply: true };
  }
}
