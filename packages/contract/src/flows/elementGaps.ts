import { messages } from '../messages';
import { VALUELESS_OPERATORS } from './flowConstants';
import type { FlowElement } from './flowElementSchemas';
import type { ConditionRule } from './logicElementSchemas';

const m = messages.flows.incomplete;

/**
 * What an element still lacks before it can reach an end-user, in French, one sentence per gap;
 * empty when it is complete. A draft may be saved with gaps (the editor shows them where they
 * stand), but the engine never sends an element that has any: platforms refuse an empty body, a
 * list without rows or a button without a title, and an empty bubble tells the customer nothing.
 * Limits and formats are the schemas' job; this only sees what is missing.
 */
export function elementGaps(element: FlowElement): string[] {
  switch (element.type) {
    case 'text':
      return blank(element.message) ? [m.textEmpty] : [];
    case 'text_button':
      return buttonsGaps(element);
    case 'list':
      return listGaps(element);
    case 'image':
      return blank(element.link) ? [m.imageMissing] : [];
    case 'document':
      return blank(element.link) ? [m.documentMissing] : [];
    case 'audio':
      return blank(element.link) ? [m.audioMissing] : [];
    case 'location_request_message':
      return blank(element.message) ? [m.locationMessageEmpty] : [];
    case 'button_link':
      return [
        ...(blank(element.body_message) ? [m.cardBodyEmpty] : []),
        ...(blank(element.action.parameters.display_text) ? [m.cardButtonEmpty] : []),
      ];
    case 'notification':
      return [
        ...(blank(element.to) ? [m.notificationRecipientEmpty] : []),
        ...(blank(element.notification.message) ? [m.notificationMessageEmpty] : []),
      ];
    case 'variable_insert':
      return blank(element.variable) ? [m.variableNotChosen] : [];
    case 'condition':
      return conditionGaps(element);
    case 'split':
      return element.branches.flatMap((branch, index) =>
        blank(branch.block) ? [m.splitBranchBlockEmpty({ position: index + 1 })] : [],
      );
    case 'wait_until':
      return element.at === undefined && !element.days ? [m.waitUntilEmpty] : [];
    // The schemas already require what these need: a delay in range, a request's http(s) URL, a
    // redirection's target. An answer without a variable still waits and fills last_input.
    case 'delay':
    case 'request':
    case 'answer':
    case 'redirection':
      return [];
  }
}

function buttonsGaps(element: Extract<FlowElement, { type: 'text_button' }>): string[] {
  const gaps: string[] = blank(element.message) ? [m.textEmpty] : [];
  if (element.buttons.length === 0) gaps.push(m.buttonsNone);
  element.buttons.forEach((button, index) => {
    if (blank(button.title)) gaps.push(m.buttonTitleEmpty({ position: index + 1 }));
  });
  return gaps;
}

function listGaps(element: Extract<FlowElement, { type: 'list' }>): string[] {
  const { body, action } = element.interactive;
  const gaps: string[] = blank(body.text) ? [m.listBodyEmpty] : [];
  if (blank(action.button)) gaps.push(m.listButtonEmpty);
  const rows = action.sections.flatMap((section) => section.rows);
  if (rows.length === 0) return [...gaps, m.listNoRows];
  // Sections without rows are left out when sent; WhatsApp asks for a section title only when
  // several sections remain.
  const several = action.sections.filter((section) => section.rows.length > 0).length > 1;
  action.sections.forEach((section, index) => {
    if (several && section.rows.length > 0 && blank(section.title))
      gaps.push(m.listSectionTitleEmpty({ position: index + 1 }));
  });
  rows.forEach((row, index) => {
    if (blank(row.title)) gaps.push(m.listRowTitleEmpty({ position: index + 1 }));
  });
  return gaps;
}

function conditionGaps(element: Extract<FlowElement, { type: 'condition' }>): string[] {
  const gaps: string[] = element.rules.length === 0 ? [m.conditionNoRules] : [];
  element.rules.forEach((rule, index) => {
    if (blank(rule.variable)) gaps.push(m.conditionRuleVariableEmpty({ position: index + 1 }));
    else if (!ruleHasValue(rule)) gaps.push(m.conditionRuleValueEmpty({ position: index + 1 }));
  });
  if (blank(element.true_block)) gaps.push(m.conditionTrueBlockEmpty);
  return gaps;
}

/** 'set' and 'empty' take no value; 'in' a non-empty list; the others a text (a blank one compares with ''). */
function ruleHasValue(rule: ConditionRule): boolean {
  if (isValueless(rule.operator)) return true;
  if (rule.operator === 'in') return Array.isArray(rule.value) && rule.value.some((value) => !blank(value));
  // '=' with an empty text is how one asks "is it empty": allowed, as the others with a text. A
  // list left over from 'in' is no value for them: the engine could not compare it.
  return typeof rule.value === 'string';
}

function isValueless(operator: ConditionRule['operator']): boolean {
  return VALUELESS_OPERATORS.some((valueless) => valueless === operator);
}

function blank(text: string): boolean {
  return text.trim() === '';
}
