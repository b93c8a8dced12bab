import { campaignPlanMessages as m } from '@griot/contract/campaigns/plans/campaignPlanMessages';
import { apiError } from '../../../api/apiError';
import type { WorkspaceContext } from '../../../api/appContext';
import { loadWorkspaceTimeZone } from '../../../domain/campaigns/quietHours';
import { type ItemsScope, toDetail } from './campaignItems';
import type { CampaignLauncher } from './campaignLauncher';
import { findCampaignRow } from './campaignRows';
import { loadQuietHours } from './campaignSettings';

export async function itemsScope(context: WorkspaceContext, launcher: CampaignLauncher): Promise<ItemsScope> {
  const [timeZone, quietHours] = await Promise.all([
    loadWorkspaceTimeZone(context.db, context.workspace.id),
    loadQuietHours(context.db, context.workspace.id),
  ]);
  return { db: context.db, launcher, timeZone, quietHours, now: Date.now() };
}

/** A campaign or plan of the workspace as GET /broadcasts/{id} answers it; another workspace's: 404. */
export async function campaignDetail(context: WorkspaceContext, launcher: CampaignLauncher, id: string) {
  const row = await findCampaignRow(context.db, context.workspace.id, id);
  if (!row) throw apiError(404, m.campaignUnknown);
  return { success: true as const, item: await toDetail(await itemsScope(context, launcher), row) };
}
