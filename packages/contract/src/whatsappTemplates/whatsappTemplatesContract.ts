/**
 * WhatsApp message templates made in Griot, per WhatsApp account: list, create (submitted to Meta), edit and delete as Meta allows; statuses kept from Meta's webhooks.
 * Issue 24; filled by its part "templates". The server checks each call's access from whatsappTemplatesAccess
 * (spread into workspaces/callAccess.ts).
 */
export const whatsappTemplatesContract = {};

/** Who may make each call of whatsappTemplatesContract (workspaces/callAccess.ts explains the values). */
export const whatsappTemplatesAccess = {} as const;
