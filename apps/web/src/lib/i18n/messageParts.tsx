import type { MessageValues } from '@griot/i18n/catalog';
import type { ReactNode } from 'react';

/** A private-use character: no text of ours, nor any translation, contains it. */
const MARK = '\u{E000}';

type Message = (values: MessageValues) => string;

/**
 * The text before and after the value `name` of a message that wraps one element (a link, a code,
 * a word in bold): the message is formatted whole with a mark there, then cut, so the sentence
 * stays one message and its word order the translation's.
 */
export function textAround(message: Message, name: string, values: MessageValues = {}): [string, string] {
  const [before = '', after = ''] = message({ ...values, [name]: MARK }).split(MARK);
  return [before, after];
}

/** The message with `element` where its value `name` stands. */
export function withElement(
  message: Message,
  name: string,
  element: ReactNode,
  values: MessageValues = {},
): ReactNode {
  const [before, after] = textAround(message, name, values);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/** The message with the values named in `bold` in bold. */
export function boldValues(
  message: Message,
  values: Readonly<Record<string, string | number>>,
  bold: readonly string[],
): ReactNode[] {
  const marked: Record<string, string | number> = { ...values };
  for (const key of bold) marked[key] = `${MARK}${values[key] ?? ''}${MARK}`;
  return message(marked)
    .split(MARK)
    .map((part, index) =>
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
      index % 2 === 1 ? <strong key={index}>{part}</strong> : part,
    );
}
