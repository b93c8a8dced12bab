import { authedProcedures } from '../../api/procedures';

// TEMPORARY (this session's scaffolding, replaced before issue 27 is resolved): the calls the
// helpers are building answer 501 until their handler lands.
const later = (): never => {
  throw new Error('not built yet');
};
export const inboxNotBuiltYet = {
  list: authedProcedures.inbox.list.handler(later),
  counts: authedProcedures.inbox.counts.handler(later),
  get: authedProcedures.inbox.get.handler(later),
  assign: authedProcedures.inbox.assign.handler(later),
  setStatus: authedProcedures.inbox.setStatus.handler(later),
  addNote: authedProcedures.inbox.addNote.handler(later),
  removeNote: authedProcedures.inbox.removeNote.handler(later),
  setLabels: authedProcedures.inbox.setLabels.handler(later),
  markRead: authedProcedures.inbox.markRead.handler(later),
  reply: authedProcedures.inbox.reply.handler(later),
  upload: authedProcedures.inbox.upload.handler(later),
  templates: authedProcedures.inbox.templates.handler(later),
  sendTemplate: authedProcedures.inbox.sendTemplate.handler(later),
  members: authedProcedures.inbox.members.handler(later),
  setAvailability: authedProcedures.inbox.setAvailability.handler(later),
  labels: authedProcedures.inbox.labels.handler(later),
  createLabel: authedProcedures.inbox.createLabel.handler(later),
  updateLabel: authedProcedures.inbox.updateLabel.handler(later),
  removeLabel: authedProcedures.inbox.removeLabel.handler(later),
  settings: authedProcedures.inbox.settings.handler(later),
  saveSettings: authedProcedures.inbox.saveSettings.handler(later),
  responseTimes: authedProcedures.inbox.responseTimes.handler(later),
};
export const cannedNotBuiltYet = {
  list: authedProcedures.cannedResponses.list.handler(later),
  create: authedProcedures.cannedResponses.create.handler(later),
  update: authedProcedures.cannedResponses.update.handler(later),
  remove: authedProcedures.cannedResponses.remove.handler(later),
};
