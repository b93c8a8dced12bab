import type { SendableElement } from './engineTypes';
import { interpolate, type VariableLookup } from './interpolate';

/**
 * A copy of a sendable element with `{{variable}}` replaced in every text the end-user reads
 * (and in links, which may carry ids). Button and row ids are block targets, and payloads are
 * applied on tap, so neither is touched.
 */
export function interpolateElement(element: SendableElement, lookup: VariableLookup): SendableElement {
  const t = (text: string) => interpolate(text, lookup);
  switch (element.type) {
    case 'text':
    case 'location_request_message':
      return { ...element, message: t(element.message) };
    case 'text_button':
      return {
        ...element,
        message: t(element.message),
        buttons: element.buttons.map((button) => ({ ...button, title: t(button.title) })),
      };
    case 'list': {
      const list = element.interactive;
      return {
        ...element,
        interactive: {
          ...list,
          ...(list.header ? { header: { ...list.header, text: t(list.header.text) } } : {}),
          body: { text: t(list.body.text) },
          ...(list.footer ? { footer: { text: t(list.footer.text) } } : {}),
          action: {
            button: t(list.action.button),
            sections: list.action.sections.map((section) => ({
              title: t(section.title),
              rows: section.rows.map((row) => ({
                ...row,
                title: t(row.title),
                ...(row.description === undefined ? {} : { description: t(row.description) }),
              })),
            })),
          },
        },
      };
    }
    case 'image':
    case 'document':
    case 'audio':
      return { ...element, link: t(element.link) };
    case 'button_link':
      return {
        ...element,
        image_header: t(element.image_header),
        body_message: t(element.body_message),
        footer_message: t(element.footer_message),
        action: {
          name: element.action.name,
          parameters: {
            display_text: t(element.action.parameters.display_text),
            url: t(element.action.parameters.url),
          },
        },
      };
  }
}
