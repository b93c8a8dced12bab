import { handleCreateBlock } from './handleCreateBlock';
import { handleDeleteBlock } from './handleDeleteBlock';
import { handleGetBlock } from './handleGetBlock';
import { handleGetDefaultBlock } from './handleGetDefaultBlock';
import { handleGetFlowAll } from './handleGetFlowAll';
import { handleGetFlowTree } from './handleGetFlowTree';
import { handleGetRevision } from './handleGetRevision';
import { handleInboundLinks } from './handleInboundLinks';
import { handleListRevisions } from './handleListRevisions';
import { handleRenameBlock } from './handleRenameBlock';
import { handleRestoreRevision } from './handleRestoreRevision';
import { handleSaveFlow } from './handleSaveFlow';
import { handleToggleAssistant } from './handleToggleAssistant';

export const flowsRouter = {
  tree: handleGetFlowTree,
  all: handleGetFlowAll,
  block: handleGetBlock,
  create: handleCreateBlock,
  rename: handleRenameBlock,
  save: handleSaveFlow,
  remove: handleDeleteBlock,
  setAssistantSwitch: handleToggleAssistant,
  inbound: handleInboundLinks,
  defaultBlock: handleGetDefaultBlock,
  revisions: handleListRevisions,
  revision: handleGetRevision,
  restore: handleRestoreRevision,
};
