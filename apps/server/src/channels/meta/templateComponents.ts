import { broadcastMessages as m, parameterName } from '@griot/contract/broadcasts/broadcastMessages';
import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { slotKey } from '@griot/contract/broadcasts/slotKey';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';

/** What a recipient's values are read from: the globals of its row and its stored variables. */
export type RecipientValues = Record<string, string>;

/**
 * Checks the form's parameters against the model: one per placeholder, no more, no less (Graph
 * answers 132000 otherwise), and a variable always has a fallback so no placeholder is ever sent
 * empty or raw. Returns the French reason of a refusal, or undefined.
 */
export function checkParameters(
  model: BroadcastModel,
  parameters: readonly BroadcastParameter[],
): string | undefined {
  const keys = model.parameters.map(slotKey);
  if (parameters.length !== keys.length)
    return m.parameterCount({ expected: keys.length, given: parameters.length });
  for (const key of keys) {
    const parameter = parameters.find((candidate) => candidate.key === key);
    if (!parameter) return m.parameterMissing({ parameter: parameterName(key) });
    const constant = parameter.source === 'constant' ? parameter.value : parameter.fallback;
    if (constant.trim() === '' || /\{\{.*\}\}/.test(constant))
      return m.parameterMissing({ parameter: parameterName(key) });
    // A template's parameter is one line for Meta (error 132018 otherwise, for every recipient);
    // a local model is sent as a text message, where line breaks are fine.
    if (model.source !== 'local' && [parameter.value, parameter.fallback].some(breaksTemplateLayout))
      return m.parameterLayout({ parameter: parameterName(key) });
  }
  return undefined;
}

/** What Meta refuses in a template parameter: a line break, a tab, more than 4 spaces in a row. */
export function breaksTemplateLayout(text: string): boolean {
  return /[\n\r\t]| {5}/.test(text);
}

/** An end-user's value made acceptable as a template parameter (it is theirs: not refused, flattened). */
function flattenForTemplate(text: string): string {
  return breaksTemplateLayout(text) ? text.replace(/[\n\r\t]+/g, ' ').replace(/ {5,}/g, '    ') : text;
}

/** Graph's `template.components` for one recipient, every placeholder filled. */
export function templateComponents(
  model: Pick<BroadcastModel, 'parameters' | 'parameterFormat' | 'headerMedia'>,
  parameters: readonly BroadcastParameter[],
  values: RecipientValues,
): Array<Record<string, unknown>> {
  const groups = new Map<
    string,
    { component: Record<string, unknown>; parameters: Array<Record<string, unknown>> }
  >();
  for (const placeholder of model.parameters) {
    const text = flattenForTemplate(slotText(placeholder, parameters, values));
    const groupKey =
      placeholder.component === 'button' ? `button:${placeholder.index ?? 0}` : placeholder.component;
    let group = groups.get(groupKey);
    if (!group) {
      const component: Record<string, unknown> =
        placeholder.component === 'button'
          ? { type: 'button', sub_type: 'url', index: String(placeholder.index ?? 0) }
          : { type: placeholder.component };
      group = { component, parameters: [] };
      groups.set(groupKey, group);
    }
    group.parameters.push(
      model.parameterFormat === 'named' && placeholder.component !== 'button'
        ? { type: 'text', parameter_name: placeholder.key, text }
        : { type: 'text', text },
    );
  }
  const filled = [...groups.values()].map((group) => ({ ...group.component, parameters: group.parameters }));
  // A media header has no placeholder but Meta wants its media at each send (132012 otherwise).
  const media = model.headerMedia;
  if (!media) return filled;
  const kind = media.format.toLowerCase();
  return [{ type: 'header', parameters: [{ type: kind, [kind]: { link: media.link } }] }, ...filled];
}

/**
 * What one placeholder becomes for one recipient: the constant, or the end-user's variable; the
 * fallback when that is empty or would put a raw '{{…}}' in the message.
 */
export function slotText(
  placeholder: BroadcastModel['parameters'][number],
  parameters: readonly BroadcastParameter[],
  values: RecipientValues,
): string {
  const key = slotKey(placeholder);
  const parameter = parameters.find((candidate) => candidate.key === key);
  // The variable's name is the user's: 'constructor' or '__proto__' must read as no value, not as
  // what every object inherits (a function whose .trim() failed each send).
  const variable =
    parameter?.source === 'variable' && Object.hasOwn(values, parameter.value) ? values[parameter.value] : '';
  const raw = parameter?.source === 'variable' ? (variable ?? '').trim() : (parameter?.value ?? '');
  return raw === '' || /\{\{.*\}\}/.test(raw) ? (parameter?.fallback ?? '') : raw;
}
