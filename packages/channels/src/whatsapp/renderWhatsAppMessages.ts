import { WHATSAPP_LIMITS as L } from '@griot/contract/flows/whatsAppLimits';
import { cutText } from '../cutText';
import { fileNameFromUrl } from '../fileNameFromUrl';
import type { RenderableMessage } from '../renderableElement';
import {
  renderButtonLink,
  renderButtons,
  renderList,
  renderLocationRequest,
} from './renderWhatsAppInteractive';
import type { WhatsAppEnvelope, WhatsAppSendBody } from './whatsAppSendTypes';

/**
 * The JSON bodies to POST to /{phone_number_id}/messages for one engine message, in order, each
 * within WhatsApp's limits (texts are cut, never refused). Elements that send nothing to the
 * end-user give []: delay, request, answer (its prompt is a separate text), redirection,
 * variable_insert, and notification, which the runtime sends to another number as a text
 * (`renderWhatsAppText`). A media element without a link (not uploaded yet) also gives [].
 */
export function renderWhatsAppMessages(to: string, message: RenderableMessage): WhatsAppSendBody[] {
  const element = message.element;
  const envelope: WhatsAppEnvelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  switch (element.type) {
    case 'text':
      return element.message.trim() === ''
        ? []
        : [renderWhatsAppText(to, element.message, element.preview_url)];
    case 'text_button':
      return [renderButtons(envelope, element)];
    case 'list':
      return [renderList(envelope, element)];
    case 'image':
      return element.link
        ? [{ ...envelope, type: 'image', image: { link: element.link, ...captionOf(element.caption) } }]
        : [];
    case 'document':
      return element.link
        ? [
            {
              ...envelope,
              type: 'document',
              document: {
                link: element.link,
                filename: fileNameFromUrl(element.link),
                ...captionOf(element.caption),
              },
            },
          ]
        : [];
    case 'audio': {
      if (!element.link) return [];
      // WhatsApp refuses a caption on audio: its text follows as a message of its own.
      const audio: WhatsAppSendBody = { ...envelope, type: 'audio', audio: { link: element.link } };
      return element.caption?.trim() ? [audio, renderWhatsAppText(to, element.caption)] : [audio];
    }
    case 'location_request_message':
      return [renderLocationRequest(envelope, element)];
    case 'button_link':
      return [renderButtonLink(envelope, element)];
    default:
      return [];
  }
}

/** A media's caption when it has one, cut to WhatsApp's 1024 characters. */
function captionOf(caption: string | undefined): { caption?: string } {
  return caption?.trim() ? { caption: cutText(caption, L.caption) } : {};
}

/** One text message (agent replies, notifications), cut to 4096 characters. */
export function renderWhatsAppText(to: string, text: string, previewUrl = false): WhatsAppSendBody {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { body: cutText(text, L.textBody), preview_url: previewUrl },
  };
}
