/** The envelope of every POST /{phone_number_id}/messages body. */
export interface WhatsAppEnvelope {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
}

/** A media reference by link (Griot serves its uploads on a public URL). */
export interface WhatsAppMediaLink {
  link: string;
  caption?: string;
  filename?: string;
}

export interface WhatsAppReplyButton {
  type: 'reply';
  reply: { id: string; title: string };
}

export interface WhatsAppListRow {
  id: string;
  title: string;
  description?: string;
}

export interface WhatsAppListSection {
  title?: string;
  rows: WhatsAppListRow[];
}

/** The `interactive` object of the types Griot sends. */
export type WhatsAppInteractive =
  | {
      type: 'button';
      body: { text: string };
      action: { buttons: WhatsAppReplyButton[] };
    }
  | {
      type: 'list';
      header?: { type: 'text'; text: string };
      body: { text: string };
      footer?: { text: string };
      action: { button: string; sections: WhatsAppListSection[] };
    }
  | {
      type: 'cta_url';
      header?: { type: 'image'; image: { link: string } };
      body: { text: string };
      footer?: { text: string };
      action: { name: 'cta_url'; parameters: { display_text: string; url: string } };
    }
  | {
      type: 'location_request_message';
      body: { text: string };
      action: { name: 'send_location' };
    };

/** One JSON body for POST {GRAPH}/{version}/{phone_number_id}/messages. */
export type WhatsAppSendBody =
  | (WhatsAppEnvelope & { type: 'text'; text: { body: string; preview_url: boolean } })
  | (WhatsAppEnvelope & { type: 'image'; image: WhatsAppMediaLink })
  | (WhatsAppEnvelope & { type: 'document'; document: WhatsAppMediaLink })
  | (WhatsAppEnvelope & { type: 'audio'; audio: { link: string } })
  | (WhatsAppEnvelope & { type: 'interactive'; interactive: WhatsAppInteractive });
