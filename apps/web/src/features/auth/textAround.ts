import type { MessageValues } from '@griot/i18n/catalog';

/** A private-use character: no translation contains it. */
const MARK = '\u{E000}';

/**
 * The text before and after the placeholder `name` of a message that wraps one element (a link,
 * an address in bold): the element is rendered between them, where the translation puts it.
 */
export function textAround(
  message: (values: MessageValues) => string,
  name: string,
  values: MessageValues = {},
): [before: string, after: string] {
  const [before = '', after = ''] = message({ ...values, [name]: MARK }).split(MARK);
  return [before, after];
}
