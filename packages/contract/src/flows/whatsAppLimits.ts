/**
 * WhatsApp Cloud API limits of outbound messages, as Meta documents them for sending: the channel
 * cuts what it sends to them, and the flow editor's list limits are the same numbers.
 */
export const WHATSAPP_LIMITS = {
  textBody: 4096,
  interactiveBody: 1024,
  listBody: 4096,
  footer: 60,
  header: 60,
  buttons: 3,
  buttonTitle: 20,
  buttonId: 256,
  listButton: 20,
  listSections: 10,
  listRows: 10,
  listSectionTitle: 24,
  listRowTitle: 24,
  listRowDescription: 72,
  listRowId: 200,
  ctaDisplayText: 20,
  caption: 1024,
} as const;
