import { messages } from '../messages';
import type { FlowElement } from './flowElementSchemas';
import { normalizeChoiceTitle } from './normalizeChoiceTitle';

/** Where the second option of a repeated title sits, and the French error to show there. */
export interface DuplicateTitle {
  message: string;
  /** The path inside the element: ['buttons', 1, 'title'] or ['interactive', 'action', 'sections', 0, 'rows', 2, 'title']. */
  path: (string | number)[];
}

/**
 * The first option of a buttons or list element whose title repeats an earlier one (compared as
 * answers are matched: case, accents and spaces aside). The end-user could not tell the two apart
 * and the reply would be ambiguous, and WhatsApp refuses such messages: saves refuse it. Empty
 * titles are left to `elementGaps` (a draft may hold them).
 */
export function duplicateChoiceTitle(element: FlowElement): DuplicateTitle | undefined {
  if (element.type === 'text_button') {
    const seen = new Set<string>();
    for (const [index, button] of element.buttons.entries()) {
      const key = normalizeChoiceTitle(button.title);
      if (key === '') continue;
      if (seen.has(key))
        return {
          message: messages.flows.buttonTitleDuplicate({ title: button.title.trim() }),
          path: ['buttons', index, 'title'],
        };
      seen.add(key);
    }
    return undefined;
  }
  if (element.type === 'list') {
    // Rows answer the same question across sections: a title may not repeat anywhere in the list.
    const seen = new Set<string>();
    for (const [sectionIndex, section] of element.interactive.action.sections.entries()) {
      for (const [rowIndex, row] of section.rows.entries()) {
        const key = normalizeChoiceTitle(row.title);
        if (key === '') continue;
        if (seen.has(key))
          return {
            message: messages.flows.listRowTitleDuplicate({ title: row.title.trim() }),
            path: ['interactive', 'action', 'sections', sectionIndex, 'rows', rowIndex, 'title'],
          };
        seen.add(key);
      }
    }
  }
  return undefined;
}
