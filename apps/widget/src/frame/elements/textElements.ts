import type { WireElement } from '../api/wireTypes';
import { frameTexts } from '../frameTexts';
import { actionButton, actions } from '../view/dom';
import { richText } from '../view/richText';
import { choiceEvent, type ElementActions } from './elementActions';

type Of<Type extends WireElement['type']> = Extract<WireElement, { type: Type }>;

export function renderText(element: Of<'text'>): HTMLElement[] {
  return [richText(element.message)];
}

/** A message with up to three reply buttons, each sending its block id and title. */
export function renderTextButtons(element: Of<'text_button'>, act: ElementActions): HTMLElement[] {
  const buttons = (element.buttons || []).map((button) => {
    const label = button?.title || button?.id || '';
    return actionButton(label, () => act.send(choiceEvent('button', button), label));
  });
  return [richText(element.message), actions(buttons)];
}

export function renderLocationRequest(element: Of<'location_request_message'>, act: ElementActions) {
  return [
    richText(element.message),
    actions([actionButton(frameTexts.elements.sendLocation, act.sendLocation)]),
  ];
}
