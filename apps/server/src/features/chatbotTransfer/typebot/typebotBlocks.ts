import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { type ConditionOperator, FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { isPublicHttpUrl } from '@griot/contract/flows/publicUrl';
import { bubbleText, type Loose, list, record, text } from './typebotValues';
import type { TypebotVariables } from './typebotVariables';

/** What mapping one group's blocks needs: the variables, where an edge leads, what to report. */
export interface GroupContext {
  group: string;
  variables: TypebotVariables;
  /** The idblock an edge leads to ('' when the edge is missing or leads nowhere we know). */
  target(edgeId: unknown): string;
  /** The idblock of a group ('' for an unknown one). */
  groupBlock(groupId: unknown): string;
  /** A link to download as one of the file's media. */
  addMedia(url: string): void;
  warn(message: string): void;
}

type Element = Record<string, unknown> & { type: string };

/** Typebot's comparison operators that have one of ours (the others are left out, with a warning). */
const OPERATORS: Record<string, ConditionOperator> = {
  'Equal to': 'eq',
  'Not equal': 'ne',
  Contains: 'contains',
  'Starts with': 'starts_with',
  'Greater than': 'gt',
  'Less than': 'lt',
  'Greater or equal to': 'gte',
  'Less or equal to': 'lte',
  'Is set': 'set',
  'Is empty': 'empty',
};
const ORDERING = new Set(['gt', 'lt', 'gte', 'lte']);
const ANSWER_TYPES: Record<string, string> = {
  'text input': 'text',
  'number input': 'number',
  'email input': 'email',
  'phone number input': 'phone_number',
  'url input': 'text',
};
/** Interactive buttons WhatsApp shows; more choices become a list (10 rows at most). */
const MAX_BUTTONS = FLOW_LIMITS.buttons;
const MAX_ROWS = FLOW_LIMITS.listRows;

/**
 * One Typebot block as Griot elements, appended to `flow` (a choice may take over the text bubble
 * before it as its message). What has no equivalent is reported by name and left out.
 */
export function mapTypebotBlock(block: Loose, flow: Element[], context: GroupContext): void {
  const type = text(block.type);
  const options = record(block.options);
  const content = record(block.content);
  const leftOut = (what = type) =>
    context.warn(chatbotTransferMessages.typebotLeftOut({ block: what, group: context.group }));
  switch (type) {
    case 'start':
      return;
    case 'text':
      flow.push({
        type: 'text',
        message: context.variables.rewrite(bubbleText(content)).slice(0, FLOW_LIMITS.text),
        preview_url: true,
      });
      return;
    case 'image':
    case 'audio': {
      const url = text(content.url);
      if (!isPublicHttpUrl(url)) {
        leftOut();
        return;
      }
      context.addMedia(url);
      flow.push({ type, link: url });
      return;
    }
    case 'choice input':
      mapChoice(block, flow, context);
      return;
    case 'text input':
    case 'number input':
    case 'email input':
    case 'phone number input':
    case 'url input': {
      const variable = context.variables.id(options.variableId);
      if (type === 'number input') context.variables.holdsNumbers(variable);
      flow.push({
        type: 'answer',
        options: { answer_type: ANSWER_TYPES[type], variable: { id: variable }, default_reply: '' },
      });
      return;
    }
    case 'Condition':
      mapCondition(block, flow, context, leftOut);
      return;
    case 'AB test': {
      const [a, b] = list(block.items);
      const aWeight = Math.round(Number(options.aPercent ?? 50));
      const branches = [
        { block: context.target(a?.outgoingEdgeId), weight: aWeight },
        { block: context.target(b?.outgoingEdgeId), weight: 100 - aWeight },
      ].filter((branch) => branch.weight > 0);
      if (branches.length === 2) flow.push({ type: 'split', branches });
      else if (branches[0]?.block) flow.push({ type: 'redirection', redirection_block: branches[0].block });
      return;
    }
    case 'Jump': {
      const target = context.groupBlock(options.groupId);
      if (target) flow.push({ type: 'redirection', redirection_block: target });
      return;
    }
    case 'Set variable': {
      const variable = context.variables.id(options.variableId);
      const expression = text(options.expressionToEvaluate);
      const plain =
        (options.type === undefined || options.type === 'Custom') &&
        options.isCode !== true &&
        isPlainValue(expression);
      if (!plain || !variable) {
        leftOut(`${type} (${expression || text(options.type)})`.slice(0, 80));
        return;
      }
      flow.push({
        type: 'variable_insert',
        variable,
        defaultValue: context.variables.rewrite(expression).slice(0, 1000),
      });
      return;
    }
    case 'Wait':
      mapWait(Number(text(options.secondsToWaitFor)), flow, leftOut);
      return;
    case 'Webhook': {
      const webhook = record(options.webhook);
      const url = text(webhook.url);
      if ((webhook.method ?? 'POST') !== 'POST' || !isPublicHttpUrl(url)) {
        leftOut();
        return;
      }
      flow.push({ type: 'request', method: 'POST', url, datas: [] });
      return;
    }
    default:
      leftOut();
  }
}

function mapChoice(block: Loose, flow: Element[], context: GroupContext): void {
  const fallback = context.target(block.outgoingEdgeId);
  const choices = list(block.items)
    .map((item) => ({
      title: context.variables.rewrite(text(item.content)).trim(),
      target: context.target(item.outgoingEdgeId) || fallback,
    }))
    .filter((choice) => choice.title !== '');
  // A choice that leads nowhere has no button of ours (each must name its block): said, not lost.
  for (const choice of choices.filter((candidate) => candidate.target === ''))
    context.warn(
      chatbotTransferMessages.typebotLeftOut({
        block: `${text(block.type)} « ${choice.title} »`,
        group: context.group,
      }),
    );
  const linked = choices.filter((choice) => choice.target !== '');
  if (linked.length === 0) return;
  // The question is the text bubble just before, as Typebot shows it.
  const previous = flow[flow.length - 1];
  const message = previous?.type === 'text' ? String(previous.message) : context.group;
  if (previous?.type === 'text') flow.pop();
  if (linked.length <= MAX_BUTTONS) {
    flow.push({
      type: 'text_button',
      message,
      buttons: linked.map((choice) => ({
        id: choice.target,
        title: choice.title.slice(0, FLOW_LIMITS.buttonTitle),
      })),
    });
    return;
  }
  if (linked.length > MAX_ROWS)
    context.warn(
      chatbotTransferMessages.typebotChoicesCut({
        group: context.group,
        count: linked.length,
        kept: MAX_ROWS,
      }),
    );
  flow.push({
    type: 'list',
    interactive: {
      type: 'list',
      body: { text: message.slice(0, FLOW_LIMITS.listBody) },
      action: {
        button: context.group.slice(0, FLOW_LIMITS.listButton) || '…',
        sections: [
          {
            title: context.group.slice(0, FLOW_LIMITS.listSectionTitle),
            rows: linked.slice(0, MAX_ROWS).map((choice) => ({
              id: choice.target,
              title: choice.title.slice(0, FLOW_LIMITS.listRowTitle),
            })),
          },
        ],
      },
    },
  });
}

/** Each condition item in order (the first that holds wins), then the block's own edge: the else. */
function mapCondition(
  block: Loose,
  flow: Element[],
  context: GroupContext,
  leftOut: (what?: string) => void,
): void {
  for (const item of list(block.items)) {
    const condition = record(item.content);
    const comparisons = list(condition.comparisons);
    const unknown = comparisons.find((comparison) => !OPERATORS[text(comparison.comparisonOperator)]);
    if (unknown) {
      leftOut(`Condition (${text(unknown.comparisonOperator) || '?'})`);
      continue;
    }
    const rules = comparisons.slice(0, FLOW_LIMITS.conditionRules).map((comparison) => {
      const operator = OPERATORS[text(comparison.comparisonOperator)] as ConditionOperator;
      const variable = context.variables.id(comparison.variableId);
      if (ORDERING.has(operator)) context.variables.holdsNumbers(variable);
      const value = context.variables.rewrite(text(comparison.value)).slice(0, FLOW_LIMITS.conditionValue);
      return operator === 'set' || operator === 'empty'
        ? { variable, operator }
        : { variable, operator, value };
    });
    flow.push({
      type: 'condition',
      rules,
      join: condition.logicalOperator === 'OR' ? 'or' : 'and',
      true_block: context.target(item.outgoingEdgeId),
    });
  }
}

/** A few seconds are a delay; whole days a wait-until; anything between has no equivalent. */
function mapWait(seconds: number, flow: Element[], leftOut: (what?: string) => void): void {
  if (!Number.isFinite(seconds) || seconds <= 0) return;
  if (seconds <= FLOW_LIMITS.delayMax) {
    flow.push({ type: 'delay', timmer: String(Math.max(FLOW_LIMITS.delayMin, Math.round(seconds))) });
    return;
  }
  const days = Math.round(seconds / 86_400);
  if (days >= 1 && days <= FLOW_LIMITS.waitDaysMax && Math.abs(seconds - days * 86_400) < 3_600) {
    flow.push({ type: 'wait_until', days, cancel_on_reply: true });
    return;
  }
  leftOut(`Wait (${seconds} s)`);
}

/**
 * Whether a Set variable's value is a plain value (a word, a number, a text with variables in it)
 * rather than an expression Typebot computes ('{{Score}} + 10'): only the first is copied as is.
 */
function isPlainValue(expression: string): boolean {
  const outside = expression.replace(/\{\{[^{}]+\}\}/g, '');
  return outside === expression || !/[-+*/%()?:[\]=<>!&|]/.test(outside);
}
