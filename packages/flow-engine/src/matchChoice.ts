import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { normalizeChoiceTitle } from '@griot/contract/flows/normalizeChoiceTitle';
import type { InboundEvent } from './engineTypes';

/** An element that waits for a choice. */
export type ChoiceElement = Extract<FlowElement, { type: 'text_button' | 'list' }>;

/** One option of a choice element: where it leads, its title, its payload (buttons only). */
export interface Choice {
  target: string;
  title: string;
  payload?: string;
}

/**
 * Which option of `element` the end-user picked, if any. A tap is found by id and title (two
 * buttons may lead to the same block), then by id, then by title; a typed text matches a title
 * ignoring case, accents and spaces around, or else an option's number ("2" for the second), as
 * end-users on text-only channels answer numbered menus that way.
 */
export function matchChoice(element: ChoiceElement, event: InboundEvent): Choice | undefined {
  const choices = choicesOf(element);
  switch (event.type) {
    case 'button':
    case 'list': {
      const found =
        choices.find((choice) => choice.target === event.id && choice.title === event.title) ??
        choices.find((choice) => choice.target === event.id) ??
        (event.title === undefined ? undefined : byTitle(choices, event.title));
      if (!found) return undefined;
      // The channel's payload is what the end-user actually tapped, when it returns one.
      return event.type === 'button' && event.payload !== undefined
        ? { ...found, payload: event.payload }
        : found;
    }
    case 'text': {
      const byTyped = byTitle(choices, event.text);
      if (byTyped) return byTyped;
      const number = /^\s*(\d{1,2})\s*$/.exec(event.text)?.[1];
      return number === undefined ? undefined : choices[Number(number) - 1];
    }
    default:
      return undefined;
  }
}

/** The options of a text_button (its buttons) or of a list (its rows, across sections). */
export function choicesOf(element: ChoiceElement): Choice[] {
  if (element.type === 'text_button') {
    return element.buttons.map((button) =>
      button.payload === undefined
        ? { target: button.id, title: button.title }
        : { target: button.id, title: button.title, payload: button.payload },
    );
  }
  return element.interactive.action.sections.flatMap((section) =>
    section.rows.map((row) => ({ target: row.id, title: row.title })),
  );
}

function byTitle(choices: readonly Choice[], title: string): Choice | undefined {
  // The same comparison as the save's check for repeated titles: one typed title names one option.
  const wanted = normalizeChoiceTitle(title);
  if (wanted === '') return undefined;
  return choices.find((choice) => normalizeChoiceTitle(choice.title) === wanted);
}
