import type { ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A translated sentence with one element inside it (a link, a code sample): the message is
 * formatted whole, with a marker where the element goes, then cut there. The sentence's word order
 * stays the translation's.
 */
export function withElement(format: (mark: string) => string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = format(MARK).split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
