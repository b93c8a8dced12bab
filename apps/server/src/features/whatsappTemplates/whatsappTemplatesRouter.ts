/** The handlers of whatsappTemplatesContract (issue 24), shaped like it. */
export const whatsappTemplatesRouter = {};
