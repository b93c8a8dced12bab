import { accountContract } from './account/accountContract';
import { analyticsContract } from './analytics/analyticsContract';
import { authContract } from './auth/authContract';
import { broadcastsContract } from './broadcasts/broadcastsContract';
import { campaignForecastContract } from './campaigns/forecast/campaignForecastContract';
import { campaignPlansContract } from './campaigns/plans/campaignPlansContract';
import { campaignResultsContract } from './campaigns/results/campaignResultsContract';
import { chatbotsContract } from './chatbots/chatbotsContract';
import { chatbotTransferContract } from './chatbotTransfer/chatbotTransferContract';
import { commerceContract } from './commerce/commerceContract';
import { contactsContract } from './contacts/contactsContract';
import { conversationsContract } from './conversations/conversationsContract';
import { endUserContract } from './endUsers/endUserContract';
import { endUserListContract } from './endUsers/endUserListContract';
import { flowsContract } from './flows/flowsContract';
import { cannedResponsesContract, inboxContract } from './inbox/inboxContract';
import { knowledgeContract } from './knowledge/knowledgeContract';
import { segmentsContract } from './segments/segmentsContract';
import { statsContract } from './stats/statsContract';
import { uploadsContract } from './uploads/uploadsContract';
import { variablesContract } from './variables/variablesContract';
import { whatsappAccountsContract } from './whatsappAccounts/whatsappAccountsContract';
import { whatsappTemplatesContract } from './whatsappTemplates/whatsappTemplatesContract';
import { workspacesContract } from './workspaces/workspacesContract';

/**
 * The whole API: one contract per call of the spec's call tables, grouped by feature. The server
 * implements it, the web client is typed from it and /api/openapi.json is generated from it.
 */
export const contract = {
  auth: authContract,
  chatbots: chatbotsContract,
  chatbotTransfer: chatbotTransferContract,
  stats: statsContract,
  analytics: analyticsContract,
  commerce: commerceContract,
  flows: flowsContract,
  variables: variablesContract,
  uploads: uploadsContract,
  conversations: conversationsContract,
  endUsers: { ...endUserListContract, ...endUserContract },
  segments: segmentsContract,
  broadcasts: broadcastsContract,
  campaignPlans: campaignPlansContract,
  campaignForecast: campaignForecastContract,
  campaignResults: campaignResultsContract,
  contacts: contactsContract,
  account: accountContract,
  whatsappAccounts: whatsappAccountsContract,
  whatsappTemplates: whatsappTemplatesContract,
  knowledge: knowledgeContract,
  workspaces: workspacesContract,
  inbox: inboxContract,
  cannedResponses: cannedResponsesContract,
};
export type Contract = typeof contract;
