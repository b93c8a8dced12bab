import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { WHATSAPP_LIMITS as L } from '@griot/contract/flows/whatsAppLimits';
import { channelTexts } from '../channelLabels';
import { uniqueChoiceIds } from '../choiceIds';
import { cutText } from '../cutText';
import { nonEmpty, titleOrNumber } from '../renderableElement';
import type { WhatsAppEnvelope, WhatsAppListSection, WhatsAppSendBody } from './whatsAppSendTypes';

type Element<T extends FlowElement['type']> = Extract<FlowElement, { type: T }>;

/**
 * A text_button as reply buttons. Ids are the target idblocks made unique with `#n` (the parsers
 * strip it); without any button it is a plain text, which WhatsApp accepts where an empty
 * button list is refused.
 */
export function renderButtons(envelope: WhatsAppEnvelope, element: Element<'text_button'>): WhatsAppSendBody {
  const buttons = element.buttons.slice(0, L.buttons);
  if (buttons.length === 0) {
    return {
      ...envelope,
      type: 'text',
      text: { body: cutText(nonEmpty(element.message), L.textBody), preview_url: false },
    };
  }
  const ids = uniqueChoiceIds(buttons.map((button) => cutText(button.id, L.buttonId - 4, '')));
  return {
    ...envelope,
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: cutText(nonEmpty(element.message), L.interactiveBody) },
      action: {
        buttons: buttons.map((button, index) => ({
          type: 'reply',
          reply: {
            id: ids[index] ?? button.id,
            title: cutText(titleOrNumber(button.title, index), L.buttonTitle),
          },
        })),
      },
    },
  };
}

/** A list within WhatsApp's limits: at most 10 sections and 10 rows in all, empty sections dropped. */
export function renderList(envelope: WhatsAppEnvelope, element: Element<'list'>): WhatsAppSendBody {
  const list = element.interactive;
  const picked: { title: string; rows: { id: string; title: string; description?: string | undefined }[] }[] =
    [];
  let budget = L.listRows;
  for (const section of list.action.sections.slice(0, L.listSections)) {
    const rows = section.rows.slice(0, budget);
    budget -= rows.length;
    if (rows.length > 0) picked.push({ title: section.title, rows });
  }
  const ids = uniqueChoiceIds(
    picked.flatMap((section) => section.rows.map((row) => cutText(row.id, L.listRowId - 4, ''))),
  );
  let next = 0;
  const sections: WhatsAppListSection[] = picked.map((section) => {
    const rows = section.rows.map((row) => {
      const index = next++;
      const description = row.description?.trim();
      return {
        id: ids[index] ?? row.id,
        title: cutText(titleOrNumber(row.title, index), L.listRowTitle),
        ...(description ? { description: cutText(description, L.listRowDescription) } : {}),
      };
    });
    const title = section.title.trim();
    // A title is required once there are several sections.
    return title || picked.length > 1
      ? { title: cutText(nonEmpty(title), L.listSectionTitle), rows }
      : { rows };
  });
  const header = list.header?.text.trim();
  const footer = list.footer?.text.trim();
  return {
    ...envelope,
    type: 'interactive',
    interactive: {
      type: 'list',
      ...(header ? { header: { type: 'text', text: cutText(header, L.header) } } : {}),
      body: { text: cutText(nonEmpty(list.body.text), L.listBody) },
      ...(footer ? { footer: { text: cutText(footer, L.footer) } } : {}),
      action: {
        button: cutText(list.action.button.trim() || channelTexts.listButton, L.listButton),
        sections,
      },
    },
  };
}

/** The location request: WhatsApp shows a "Send location" button under the text. */
export function renderLocationRequest(
  envelope: WhatsAppEnvelope,
  element: Element<'location_request_message'>,
): WhatsAppSendBody {
  return {
    ...envelope,
    type: 'interactive',
    interactive: {
      type: 'location_request_message',
      body: { text: cutText(nonEmpty(element.message), L.interactiveBody) },
      action: { name: 'send_location' },
    },
  };
}

/** A CTA card: optional image header, body, footer and one URL button. */
export function renderButtonLink(
  envelope: WhatsAppEnvelope,
  element: Element<'button_link'>,
): WhatsAppSendBody {
  const image = element.image_header.trim();
  const footer = element.footer_message.trim();
  const { display_text: displayText, url } = element.action.parameters;
  return {
    ...envelope,
    type: 'interactive',
    interactive: {
      type: 'cta_url',
      ...(image ? { header: { type: 'image', image: { link: image } } } : {}),
      body: { text: cutText(nonEmpty(element.body_message), L.interactiveBody) },
      ...(footer ? { footer: { text: cutText(footer, L.footer) } } : {}),
      action: {
        name: 'cta_url',
        parameters: { display_text: cutText(titleOrNumber(displayText, 0), L.ctaDisplayText), url },
      },
    },
  };
}
