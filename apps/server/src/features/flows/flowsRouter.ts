import {
  handleGetBlock,
  handleGetDefaultBlock,
  handleGetFlowAll,
  handleGetFlowTree,
  handleInboundLinks,
} from './handleFlowReads';
import {
  handleCreateBlock,
  handleDeleteBlock,
  handleRenameBlock,
  handleSaveFlow,
  handleToggleJarvis,
} from './handleFlowWrites';
import { handleGetRevision, handleListRevisions, handleRestoreRevision } from './handleRevisions';

export const flowsRouter = {
  tree: handleGetFlowTree,
  all: handleGetFlowAll,
  block: handleGetBlock,
  create: handleCreateBlock,
  rename: handleRenameBlock,
  save: handleSaveFlow,
  remove: handleDeleteBlock,
  jarvis: handleToggleJarvis,
  inbound: handleInboundLinks,
  defaultBlock: handleGetDefaultBlock,
  revisions: handleListRevisions,
  revision: handleGetRevision,
  restore: handleRestoreRevision,
};
