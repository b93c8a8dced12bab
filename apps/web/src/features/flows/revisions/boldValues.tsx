import type { MessageValues } from '@griot/i18n/catalog';
import type { ReactNode } from 'react';

const MARK = '\u0001';

/**
 * One message with some of its values in bold: formatted whole, with a mark around those values,
 * then cut at the marks, so the sentence stays one message in every language.
 */
export function boldValues(
  message: (values: MessageValues) => string,
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
