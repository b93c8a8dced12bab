import { publicProcedures } from '../api/procedures';
import { accountRouter } from '../features/account/accountRouter';
import { analyticsRouter } from '../features/analytics/analyticsRouter';
import { authRouter } from '../features/auth/authRouter';
import { broadcastsRouter } from '../features/broadcasts/broadcastsRouter';
import { campaignForecastRouter } from '../features/campaigns/forecast/campaignForecastRouter';
import { createCampaignPlansRouter } from '../features/campaigns/plans/campaignPlansRouter';
import { createCampaignResultsRouter } from '../features/campaigns/results/campaignResultsRouter';
import { chatbotsRouter } from '../features/chatbots/chatbotsRouter';
import { chatbotTemplatesRouter } from '../features/chatbotTemplates/chatbotTemplatesRouter';
import { chatbotTransferRouter } from '../features/chatbotTransfer/chatbotTransferRouter';
import { handleShopHandoff } from '../features/commerce/handleShopHandoff';
import { handleShopStatus } from '../features/commerce/handleShopStatus';
import { contactsRouter } from '../features/contacts/contactsRouter';
import { conversationsRouter } from '../features/conversations/conversationsRouter';
import { endUserListRouter } from '../features/endUsers/endUserListRouter';
import { endUserRouter } from '../features/endUsers/endUserRouter';
import { flowsRouter } from '../features/flows/flowsRouter';
import { cannedResponsesRouter, inboxRouter } from '../features/inbox/inboxRouter';
import { inboxRepliesRouter } from '../features/inboxReplies/inboxRepliesRouter';
import { knowledgeRouter } from '../features/knowledge/knowledgeRouter';
import { segmentsRouter } from '../features/segments/segmentsRouter';
import { handleGetStats } from '../features/stats/handleGetStats';
import {
  handleUploadAudio,
  handleUploadDocument,
  handleUploadImage,
  handleUploadVideo,
} from '../features/uploads/handleUploads';
import { handleEditorVariables } from '../features/variables/handleEditorVariables';
import { handleListDeclarations } from '../features/variables/handleListDeclarations';
import { handleSaveDeclarations } from '../features/variables/handleSaveDeclarations';
import { whatsappAccountsRouter } from '../features/whatsappAccounts/whatsappAccountsRouter';
import { whatsappTemplatesRouter } from '../features/whatsappTemplates/whatsappTemplatesRouter';
import { workspacesRouter } from '../features/workspaces/workspacesRouter';
import { campaignLauncher } from './campaignLauncher';
import { campaignResultsWords } from './campaignResultsWords';

/** Every feature's handlers, shaped like the contract. */
export const router = publicProcedures.router({
  auth: authRouter,
  chatbots: chatbotsRouter,
  chatbotTransfer: { ...chatbotTransferRouter, ...chatbotTemplatesRouter },
  stats: { global: handleGetStats },
  analytics: analyticsRouter,
  commerce: { status: handleShopStatus, handoff: handleShopHandoff },
  flows: flowsRouter,
  variables: {
    forEditor: handleEditorVariables,
    declarations: handleListDeclarations,
    saveDeclarations: handleSaveDeclarations,
  },
  uploads: {
    image: handleUploadImage,
    document: handleUploadDocument,
    audio: handleUploadAudio,
    video: handleUploadVideo,
  },
  conversations: conversationsRouter,
  endUsers: { ...endUserListRouter, ...endUserRouter },
  segments: segmentsRouter,
  broadcasts: broadcastsRouter,
  campaignPlans: createCampaignPlansRouter(campaignLauncher),
  campaignForecast: campaignForecastRouter,
  campaignResults: createCampaignResultsRouter(campaignResultsWords),
  contacts: contactsRouter,
  account: accountRouter,
  knowledge: knowledgeRouter,
  whatsappAccounts: whatsappAccountsRouter,
  whatsappTemplates: whatsappTemplatesRouter,
  workspaces: workspacesRouter,
  inbox: { ...inboxRouter, ...inboxRepliesRouter },
  cannedResponses: cannedResponsesRouter,
});
