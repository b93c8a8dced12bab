import type { BroadcastModel, CampaignSummary } from '@griot/contract/broadcasts/broadcastSchemas';
import type { Condition } from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import type { AppContext, WorkspaceContext } from '../../../api/appContext';
import type { ChatbotRow } from '../../../domain/chatbots/requireOwnedChatbot';

/**
 * What plans need of the broadcasts feature, which they may not import (a feature imports no other
 * feature): the app hands it over (app/campaignLauncher.ts), so a plan starts a campaign exactly as
 * POST /strong/broadcast/campaigns/{id} does — same recipients, same exclusions, same worker.
 */
export interface CampaignLauncher {
  /** A WhatsApp chatbot of the workspace, its number set up; else 404 / a French 422. */
  requireChatbot(context: WorkspaceContext, chatbotId: string): Promise<ChatbotRow>;
  /** The approved template or local model named; else a French 400. */
  findModel(
    context: AppContext,
    chatbot: ChatbotRow,
    wanted: { title: string; langage: string; source?: 'whatsapp' | 'local' | undefined },
  ): Promise<BroadcastModel>;
  /**
   * startCampaign: the campaign and its recipients in one transaction (`db` may be a transaction:
   * it nests); undefined when nobody matched (nothing stored).
   */
  start(
    db: Database,
    chatbot: ChatbotRow,
    launch: {
      createdBy: string | null;
      model: BroadcastModel;
      parameters: BroadcastParameter[];
      conditions: Condition[];
    },
    alsoInTransaction: (
      tx: Database,
      campaign: { id: string; total: number; skipped: number },
    ) => Promise<void>,
  ): Promise<string | undefined>;
  /** The campaign's counters as the chatbot's broadcast panel shows them (campaignSummaries). */
  summary(db: Database, chatbotId: string, campaignId: string): Promise<CampaignSummary | undefined>;
  /** The name of the broadcast worker among the runtime's workers (to wake it). */
  senderWorker: string;
}
