/** The handlers of contactsContract (issue 24), shaped like it. */
export const contactsRouter = {};
