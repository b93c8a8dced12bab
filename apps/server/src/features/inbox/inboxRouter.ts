import { cannedNotBuiltYet, inboxNotBuiltYet } from './notBuiltYet';

/** The team inbox's handlers, shaped like the contract's `inbox` and `cannedResponses`. */
export const inboxRouter = { ...inboxNotBuiltYet };
export const cannedResponsesRouter = { ...cannedNotBuiltYet };
