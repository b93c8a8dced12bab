/**
 * Webhook bodies shaped like Meta's published samples, for the conformance tests here and for the
 * runtime's tests and fake server. `value` is one change's value; `wrap` builds the envelope.
 */
export const SAMPLE_PHONE_NUMBER_ID = '106540352242922';

/** The envelope of one entry with the given change values. */
export function wrapWhatsAppChanges(...values: Record<string, unknown>[]): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: values.map((value) => ({ field: 'messages', value })) }],
  };
}

/** A change value with one contact and the given messages. */
export function sampleMessagesValue(
  messages: Record<string, unknown>[],
  contact: Record<string, unknown> = { profile: { name: 'Awa Diop' }, wa_id: '221770000001' },
): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '15550783881', phone_number_id: SAMPLE_PHONE_NUMBER_ID },
    contacts: [contact],
    messages,
  };
}

/** An inbound message from the sample contact with the given type-specific fields. */
export function sampleMessage(id: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { from: '221770000001', id, timestamp: '1750000000', ...fields };
}

/** A change value with the given statuses. */
export function sampleStatusesValue(statuses: unknown[]): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '15550783881', phone_number_id: SAMPLE_PHONE_NUMBER_ID },
    statuses,
  };
}
