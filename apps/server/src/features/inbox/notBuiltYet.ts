import { authedProcedures } from '../../api/procedures';

// TEMPORARY (this session's scaffolding, replaced before issue 27 is resolved): the reply calls
// (features/inboxReplies) answer 501 until their handler lands.
const later = (): never => {
  throw new Error('not built yet');
};
export const inboxRepliesNotBuiltYet = {
  reply: authedProcedures.inbox.reply.handler(later),
  upload: authedProcedures.inbox.upload.handler(later),
  templates: authedProcedures.inbox.templates.handler(later),
  sendTemplate: authedProcedures.inbox.sendTemplate.handler(later),
};
