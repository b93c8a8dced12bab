import { handleCampaignReport } from './handleCampaignReport';
import { handleControlCampaign } from './handleControlCampaign';
import { handleCountMissingValues } from './handleCountMissingValues';
import { handleCreateLocalModel } from './handleCreateLocalModel';
import { handleDeleteLocalModel } from './handleDeleteLocalModel';
import { handleListBroadcastModels } from './handleListBroadcastModels';
import { handleListCampaigns } from './handleListCampaigns';
import { handleListLocalModels } from './handleListLocalModels';
import { handleSendOneBroadcast } from './handleSendOneBroadcast';
import { handleStartCampaign } from './handleStartCampaign';
import { handleUpdateLocalModel } from './handleUpdateLocalModel';

export const broadcastsRouter = {
  models: handleListBroadcastModels,
  sendOne: handleSendOneBroadcast,
  start: handleStartCampaign,
  list: handleListCampaigns,
  report: handleCampaignReport,
  control: handleControlCampaign,
  missingValues: handleCountMissingValues,
  localModels: handleListLocalModels,
  createModel: handleCreateLocalModel,
  updateModel: handleUpdateLocalModel,
  removeModel: handleDeleteLocalModel,
};
