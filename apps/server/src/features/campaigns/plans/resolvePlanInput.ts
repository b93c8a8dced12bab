import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import type { CampaignMessage } from '@griot/contract/campaigns/campaignSchemas';
import { campaignPlanMessages as m } from '@griot/contract/campaigns/plans/campaignPlanMessages';
import type { CampaignPlanFields } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import type { Condition } from '@griot/contract/segments/segmentSchemas';
import type { PlanMessage, StoredAbTest, StoredRecurrence } from '@griot/db/schema/campaignPlans';
import { apiError } from '../../../api/apiError';
import type { WorkspaceContext } from '../../../api/appContext';
import { checkParameters } from '../../../channels/meta/templateComponents';
import { compileConditions, conditionScope } from '../../../domain/audience/compileConditions';
import { parseConditions } from '../../../domain/audience/parseConditions';
import { refuseUnknownVariable } from '../../../domain/audience/refuseUnknownVariable';
import { loadWorkspaceTimeZone } from '../../../domain/campaigns/quietHours';
import type { ChatbotRow } from '../../../domain/chatbots/requireOwnedChatbot';
import type { CampaignLauncher } from './campaignLauncher';
import { localToInstant, nextRun } from './recurrence';

/** A schedule further than this is refused (a typo in the year, most likely). */
const MAX_AHEAD_MS = 366 * 24 * 3_600_000;

/** A POST /broadcasts (or a plan's edit) checked and resolved: what a plan stores or a start sends. */
export interface ResolvedPlan {
  chatbot: ChatbotRow;
  timeZone: string;
  name: string | null;
  message: PlanMessage;
  model: BroadcastModel;
  conditions: Condition[];
  abTest: StoredAbTest | null;
  /** A once-only plan: the local time entered and its instant. */
  schedule: { local: string; at: number } | null;
  recurrence: StoredRecurrence | null;
  /** When the plan runs first; null: the campaign starts now. */
  firstRunAt: number | null;
}

/**
 * Checks what zod cannot: the chatbot (this workspace's, 404 otherwise), each model and its
 * parameters (French 400), the segment's variables (French 400), a schedule to come in the
 * workspace's time zone, a recurrence that still has a run. Nothing is stored here.
 */
export async function resolvePlanInput(
  context: WorkspaceContext,
  launcher: CampaignLauncher,
  input: CampaignPlanFields,
  now: number,
): Promise<ResolvedPlan> {
  if (input.scheduleAt && input.recurrence)
    throw apiError(400, m.scheduleAndRecurrence, { field: 'scheduleAt' });
  const chatbot = await launcher.requireChatbot(context, input.chatbotId);
  const conditions = parseConditions(input.conditions);
  // The segment is evaluated at each run: its variables are checked now, so a plan never fails later on a typo.
  await refuseUnknownVariable(async () => compileConditions(conditions, conditionScope(chatbot)), {
    field: 'conditions',
  });
  const { message, model } = await resolveMessage(context, launcher, chatbot, input, 'parameters');
  let abTest: StoredAbTest | null = null;
  if (input.abTest) {
    const variantB = await resolveMessage(
      context,
      launcher,
      chatbot,
      input.abTest.variantB,
      'abTest.variantB',
    );
    if (JSON.stringify(variantB.message) === JSON.stringify(message))
      throw apiError(400, m.sameVariants, { field: 'abTest.variantB' });
    const { variantB: _, ...settings } = input.abTest;
    abTest = { ...settings, variantB: variantB.message };
  }
  const timeZone = await loadWorkspaceTimeZone(context.db, context.workspace.id);
  let schedule: ResolvedPlan['schedule'] = null;
  let firstRunAt: number | null = null;
  if (input.scheduleAt) {
    const at = localToInstant(input.scheduleAt, timeZone);
    if (at <= now) throw apiError(400, m.schedulePast, { field: 'scheduleAt' });
    if (at > now + MAX_AHEAD_MS) throw apiError(400, m.scheduleTooFar, { field: 'scheduleAt' });
    schedule = { local: input.scheduleAt, at };
    firstRunAt = at;
  }
  let recurrence: StoredRecurrence | null = null;
  if (input.recurrence) {
    recurrence = {
      frequency: input.recurrence.frequency,
      days: input.recurrence.frequency === 'weekly' ? [...new Set(input.recurrence.days)].sort() : [],
      time: input.recurrence.time,
      ...(input.recurrence.endsOn ? { endsOn: input.recurrence.endsOn } : {}),
    };
    const first = nextRun(recurrence, timeZone, now);
    if (first === undefined) throw apiError(400, m.recurrenceEnded, { field: 'recurrence.endsOn' });
    firstRunAt = first;
  }
  return {
    chatbot,
    timeZone,
    name: input.name ? input.name : null,
    message,
    model,
    conditions,
    abTest,
    schedule,
    recurrence,
    firstRunAt,
  };
}

/** A message's model found and its parameters checked (a French 400 on `field`). */
async function resolveMessage(
  context: WorkspaceContext,
  launcher: CampaignLauncher,
  chatbot: ChatbotRow,
  wanted: CampaignMessage,
  field: string,
): Promise<{ message: PlanMessage; model: BroadcastModel }> {
  const model = await launcher.findModel(context, chatbot, wanted);
  const refusal = checkParameters(model, wanted.parameters);
  if (refusal) throw apiError(400, refusal, { field });
  return {
    model,
    message: {
      title: model.title,
      langage: model.langage,
      source: model.source,
      parameters: wanted.parameters,
      model: model as unknown as Record<string, unknown>,
    },
  };
}
