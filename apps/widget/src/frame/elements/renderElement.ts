import type { WireElement } from '../api/wireTypes';
import { richText } from '../view/richText';
import type { ElementActions } from './elementActions';
import { renderLinkCard } from './linkCard';
import { renderList } from './listElement';
import { renderAudio, renderDocument, renderImage } from './mediaElements';
import { renderLocationRequest, renderText, renderTextButtons } from './textElements';

/**
 * The parts of the bubble showing one of the bot's flow elements, WhatsApp-like; null when there
 * is nothing to show (an element the visitor never sees, a media without a valid link).
 */
export function renderElement(value: unknown, act: ElementActions): (HTMLElement | null)[] | null {
  if (!value || typeof value !== 'object') return null;
  const element = value as WireElement;
  switch (element.type) {
    case 'text':
      return renderText(element);
    case 'text_button':
      return renderTextButtons(element, act);
    case 'list':
      return renderList(element, act);
    case 'image':
      return renderImage(element, act);
    case 'document':
      return renderDocument(element);
    case 'audio':
      return renderAudio(element);
    case 'location_request_message':
      return renderLocationRequest(element, act);
    case 'button_link':
      return renderLinkCard(element);
    default: {
      // An element type of a newer version: its message, when it has one.
      const message = (value as { message?: unknown }).message;
      return typeof message === 'string' && message ? [richText(message)] : null;
    }
  }
}
