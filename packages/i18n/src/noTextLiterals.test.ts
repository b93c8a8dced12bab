import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, shared with the command line
import { findTextLiterals } from '../../../scripts/i18n/findTextLiterals.mjs';

describe('user-visible texts', () => {
  it('are all in catalogues: none written in the code of the web app, the widget or the server', () => {
    const found = (findTextLiterals() as { file: string; line: number; text: string }[]).map(
      (item) => `${item.file}:${item.line}  ${item.text}`,
    );
    expect(found).toEqual([]);
  });
});
