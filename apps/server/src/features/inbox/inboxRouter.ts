import { handleAddNote } from './handleAddNote';
import { handleAssign } from './handleAssign';
import {
  handleCreateCanned,
  handleListCanned,
  handleRemoveCanned,
  handleUpdateCanned,
} from './handleCannedResponses';
import { handleCounts } from './handleCounts';
import { handleCreateLabel } from './handleCreateLabel';
import { handleGet } from './handleGet';
import { handleLabels } from './handleLabels';
import { handleList } from './handleList';
import { handleMarkRead } from './handleMarkRead';
import { handleMembers } from './handleMembers';
import { handleRemoveLabel } from './handleRemoveLabel';
import { handleRemoveNote } from './handleRemoveNote';
import { handleResponseTimes } from './handleResponseTimes';
import { handleSaveSettings } from './handleSaveSettings';
import { handleSetAvailability } from './handleSetAvailability';
import { handleSetLabels } from './handleSetLabels';
import { handleSetStatus } from './handleSetStatus';
import { handleSettings } from './handleSettings';
import { handleUpdateLabel } from './handleUpdateLabel';

/** The team inbox's handlers, shaped like the contract's `inbox` (the replies: features/inboxReplies). */
export const inboxRouter = {
  list: handleList,
  counts: handleCounts,
  get: handleGet,
  assign: handleAssign,
  setStatus: handleSetStatus,
  addNote: handleAddNote,
  removeNote: handleRemoveNote,
  setLabels: handleSetLabels,
  markRead: handleMarkRead,
  members: handleMembers,
  setAvailability: handleSetAvailability,
  labels: handleLabels,
  createLabel: handleCreateLabel,
  updateLabel: handleUpdateLabel,
  removeLabel: handleRemoveLabel,
  settings: handleSettings,
  saveSettings: handleSaveSettings,
  responseTimes: handleResponseTimes,
};

/** The canned responses' handlers, shaped like the contract's `cannedResponses`. */
export const cannedResponsesRouter = {
  list: handleListCanned,
  create: handleCreateCanned,
  update: handleUpdateCanned,
  remove: handleRemoveCanned,
};
